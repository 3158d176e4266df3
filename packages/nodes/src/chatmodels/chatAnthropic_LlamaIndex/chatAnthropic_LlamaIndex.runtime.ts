import { defineRuntime } from '../../runtime'
import { chatAnthropic_LlamaIndex } from './chatAnthropic_LlamaIndex.node.js'

/** Its inputs are a subset of ChatAnthropic's, under the same names, so ChatAnthropic's runtime builds the model. */
export default defineRuntime(chatAnthropic_LlamaIndex, {
  kind: 'supply',
  async supply(ctx) {
    const { runtime } = (await import('../chatAnthropic/chatAnthropic.runtime')).default
    return runtime.supply?.(ctx)
  },
})
