import { defineRuntime } from '../../runtime'
import { FlowMemory, resolveSessionId } from '../../shared/flow-memory'
import { getString } from '../../shared/read-inputs'
import { bufferMemory } from './bufferMemory.node.js'

export default defineRuntime(bufferMemory, {
  kind: 'supply',
  async supply(ctx) {
    const sessionId = resolveSessionId(ctx, getString(ctx, 'sessionId'))
    const key = getString(ctx, 'memoryKey', 'chat_history')
    return new FlowMemory(ctx.memoryStore, sessionId, ctx.flowId, key, undefined, ctx.history)
  },
})
