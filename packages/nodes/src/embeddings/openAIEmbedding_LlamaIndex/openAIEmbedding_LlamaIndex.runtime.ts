import { defineRuntime } from '../../runtime'
import { openAIEmbedding_LlamaIndex } from './openAIEmbedding_LlamaIndex.node.js'
import { lazyImport } from '../../shared/lazy-import'

const openaiembeddingsOpenAIEmbeddingsRuntime = lazyImport(
  () => import('../openAIEmbeddings/openAIEmbeddings.runtime'),
)

/** Its inputs are a subset of OpenAI Embeddings', under the same names, so that runtime builds the embeddings. */
export default defineRuntime(openAIEmbedding_LlamaIndex, {
  kind: 'supply',
  async supply(ctx) {
    const { runtime } = (await openaiembeddingsOpenAIEmbeddingsRuntime()).default
    return runtime.supply?.(ctx)
  },
})
