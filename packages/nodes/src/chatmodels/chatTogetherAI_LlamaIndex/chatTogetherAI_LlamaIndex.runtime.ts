import { defineRuntime } from '../../runtime'
import { supplyAs } from '../../shared/delegate-runtime'
import { chatTogetherAI_LlamaIndex } from './chatTogetherAI_LlamaIndex.node.js'

export default defineRuntime(chatTogetherAI_LlamaIndex, {
  kind: 'supply',
  supply: (ctx) => supplyAs(ctx, () => import('../chatTogetherAI/chatTogetherAI.runtime')),
})
