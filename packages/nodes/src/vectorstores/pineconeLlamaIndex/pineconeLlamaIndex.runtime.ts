import { defineRuntime } from '../../runtime'
import { getInstance, NodeInputError } from '../../shared/read-inputs'
import { withIndexModel } from '../../shared/vector-index'
import { pineconeLlamaIndex } from './pineconeLlamaIndex.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)
const pineconePineconeRuntime = lazyImport(() => import('../pinecone/pinecone.runtime'))

/**
 * Its inputs are a subset of the Pinecone node's, under the same names: that runtime writes the documents and
 * supplies the retriever (it has no Vector Store output), which carries the chat model for the Query Engine.
 */
export default defineRuntime(pineconeLlamaIndex, {
  kind: 'supply',
  async supply(ctx) {
    const { BaseChatModel } = await langchainCoreLanguageModelsChatModels()
    const model = getInstance(ctx, 'model', BaseChatModel, 'Chat Model')
    const { runtime } = (await pineconePineconeRuntime()).default
    const retriever = await runtime.supply?.(ctx)
    if (typeof retriever !== 'object' || retriever === null)
      throw new NodeInputError('Pinecone supplied no retriever')
    return withIndexModel(retriever, model)
  },
})
