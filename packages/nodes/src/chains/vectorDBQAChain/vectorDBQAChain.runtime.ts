import { defineRuntime } from '../../runtime'
import { moderateInput } from '../../shared/flow-moderation'
import { getInstance } from '../../shared/read-inputs'
import { readTopK } from '../../shared/store-top-k'
import { answerFromRetriever } from '../retrievalQAChain/answer-from-retriever'
import { vectorDBQAChain } from './vectorDBQAChain.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsBase = lazyImport(() => import('@langchain/core/language_models/base'))
const langchainCoreVectorstores = lazyImport(() => import('@langchain/core/vectorstores'))

/** Retrieval QA over a vector store itself: as many documents as the store's Top K (4 when it has none). */
export default defineRuntime(vectorDBQAChain, {
  kind: 'execute',
  async execute(ctx) {
    const refused = await moderateInput(ctx, ctx.question)
    if (refused !== undefined) return { text: refused }
    const [{ BaseLanguageModel }, { VectorStore }] = await Promise.all([
      langchainCoreLanguageModelsBase(),
      langchainCoreVectorstores(),
    ])
    const model = getInstance(ctx, 'model', BaseLanguageModel, 'Language Model')
    const store = getInstance(ctx, 'vectorStore', VectorStore, 'Vector Store')
    return answerFromRetriever(ctx, model, store.asRetriever(readTopK(store, 4)))
  },
})
