import { defineRuntime } from '../../runtime'
import { openAIEmbedding_LlamaIndex } from './openAIEmbedding_LlamaIndex.node.js'

/** Its inputs are a subset of OpenAI Embeddings', under the same names, so that runtime builds the embeddings. */
export default defineRuntime(openAIEmbedding_LlamaIndex, {
  kind: 'supply',
  async supply(ctx) {
    const { runtime } = (await import('../openAIEmbeddings/openAIEmbeddings.runtime')).default
    return runtime.supply?.(ctx)
  },
})
