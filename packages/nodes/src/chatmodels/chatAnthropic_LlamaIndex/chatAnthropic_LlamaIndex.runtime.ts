import { defineRuntime } from '../../runtime'
import { chatAnthropic_LlamaIndex } from './chatAnthropic_LlamaIndex.node.js'
import { lazyImport } from '../../shared/lazy-import'

const chatanthropicChatAnthropicRuntime = lazyImport(() => import('../chatAnthropic/chatAnthropic.runtime'))

/** Its inputs are a subset of ChatAnthropic's, under the same names, so ChatAnthropic's runtime builds the model. */
export default defineRuntime(chatAnthropic_LlamaIndex, {
  kind: 'supply',
  async supply(ctx) {
    const { runtime } = (await chatanthropicChatAnthropicRuntime()).default
    return runtime.supply?.(ctx)
  },
})
