import { defineRuntime } from '../../runtime'
import { moderateInput } from '../../shared/flow-moderation'
import { getInstance } from '../../shared/read-inputs'
import { answerFromRetriever } from './answer-from-retriever'
import { retrievalQAChain } from './retrievalQAChain.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsBase = lazyImport(() => import('@langchain/core/language_models/base'))
const langchainCoreRetrievers = lazyImport(() => import('@langchain/core/retrievers'))

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
    return answerFromRetriever(ctx, model, retriever)
  },
})
