import { defineRuntime } from '../../runtime'
import { azureChatOpenAI_LlamaIndex } from './azureChatOpenAI_LlamaIndex.node.js'

/** Its inputs are a subset of Azure ChatOpenAI's, under the same names, so that runtime builds the model. */
export default defineRuntime(azureChatOpenAI_LlamaIndex, {
  kind: 'supply',
  async supply(ctx) {
    const { runtime } = (await import('../azureChatOpenAI/azureChatOpenAI.runtime')).default
    return runtime.supply?.(ctx)
  },
})
