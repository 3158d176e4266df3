import { defineRuntime } from '../../runtime'
import { supplyAs } from '../../shared/delegate-runtime'
import { chatGroq_LlamaIndex } from './chatGroq_LlamaIndex.node.js'

export default defineRuntime(chatGroq_LlamaIndex, {
  kind: 'supply',
  supply: (ctx) => supplyAs(ctx, () => import('../groqChat/groqChat.runtime')),
})
