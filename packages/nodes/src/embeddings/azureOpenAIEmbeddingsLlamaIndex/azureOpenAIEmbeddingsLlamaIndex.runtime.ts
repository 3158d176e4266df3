import { defineRuntime } from '../../runtime'
import { supplyAs } from '../../shared/delegate-runtime'
import { azureOpenAIEmbeddingsLlamaIndex } from './azureOpenAIEmbeddingsLlamaIndex.node.js'

/** Its inputs are a subset of Azure OpenAI Embeddings', under the same names, so that runtime builds them. */
export default defineRuntime(azureOpenAIEmbeddingsLlamaIndex, {
  kind: 'supply',
  supply: (ctx) => supplyAs(ctx, () => import('../azureOpenAIEmbeddings/azureOpenAIEmbeddings.runtime')),
})
