import { defineRuntime } from '../../runtime'
import { chatOpenAI_LlamaIndex } from './chatOpenAI_LlamaIndex.node.js'
import { lazyImport } from '../../shared/lazy-import'

const chatopenaiChatOpenAIRuntime = lazyImport(() => import('../chatOpenAI/chatOpenAI.runtime'))

/** Its inputs are a subset of ChatOpenAI's, under the same names, so ChatOpenAI's runtime builds the model. */
export default defineRuntime(chatOpenAI_LlamaIndex, {
  kind: 'supply',
  async supply(ctx) {
    const { runtime } = (await chatopenaiChatOpenAIRuntime()).default
    return runtime.supply?.(ctx)
  },
})
