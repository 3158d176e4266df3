import { defineRuntime } from '../../runtime'
import { moderateInput } from '../../shared/flow-moderation'
import { callModel } from '../../shared/model-call'
import { getInstance } from '../../shared/read-inputs'
import { contextText, retrieve } from '../../shared/retrieval'
import { retrievalQAChain } from './retrievalQAChain.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsBase = lazyImport(() => import('@langchain/core/language_models/base'))
const langchainCoreRetrievers = lazyImport(() => import('@langchain/core/retrievers'))

const PROMPT = `Use the following pieces of context to answer the question at the end. If you don't know the answer, just say that you don't know, don't try to make up an answer.

{context}

Question: {question}
Helpful Answer:`

export default defineRuntime(retrievalQAChain, {
  kind: 'execute',
  async execute(ctx) {
    const refused = await moderateInput(ctx, ctx.question)
    if (refused !== undefined) return { text: refused }
    const [{ BaseLanguageModel }, { BaseRetriever }] = await Promise.all([
      langchainCoreLanguageModelsBase(),
      langchainCoreRetrievers(),
    ])
    const model = getInstance(ctx, 'model', BaseLanguageModel, 'Language Model')
    const retriever = getInstance(ctx, 'vectorStoreRetriever', BaseRetriever, 'Vector Store Retriever')
    const sourceDocuments = await retrieve(retriever, ctx.question, ctx.signal)
    const prompt = PROMPT.replace('{context}', contextText(sourceDocuments)).replace(
      '{question}',
      ctx.question,
    )
    const text = await callModel(ctx, model, prompt, true)
    return { text, sourceDocuments }
  },
})
