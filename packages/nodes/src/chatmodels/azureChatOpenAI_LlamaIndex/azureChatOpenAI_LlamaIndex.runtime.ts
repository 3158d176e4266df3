import { defineRuntime } from '../../runtime'
import { azureChatOpenAI_LlamaIndex } from './azureChatOpenAI_LlamaIndex.node.js'
import { lazyImport } from '../../shared/lazy-import'

const azurechatopenaiAzureChatOpenAIRuntime = lazyImport(
  () => import('../azureChatOpenAI/azureChatOpenAI.runtime'),
)

/** Its inputs are a subset of Azure ChatOpenAI's, under the same names, so that runtime builds the model. */
export default defineRuntime(azureChatOpenAI_LlamaIndex, {
  kind: 'supply',
  async supply(ctx) {
    const { runtime } = (await azurechatopenaiAzureChatOpenAIRuntime()).default
    return runtime.supply?.(ctx)
  },
})
