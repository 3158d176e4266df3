import type { TChatMessage } from '../../context'
import { defineRuntime } from '../../runtime'
import { FlowMemory, resolveSessionId } from '../../shared/flow-memory'
import { getNumber, getString } from '../../shared/read-inputs'
import { bufferWindowMemory } from './bufferWindowMemory.node.js'

/** Keeps the last k exchanges (2k messages). */
export default defineRuntime(bufferWindowMemory, {
  kind: 'supply',
  async supply(ctx) {
    const k = Math.max(0, Math.floor(getNumber(ctx, 'k', 4)))
    const sessionId = resolveSessionId(ctx, getString(ctx, 'sessionId'))
    const key = getString(ctx, 'memoryKey', 'chat_history')
    const window = async (messages: TChatMessage[]) => (k === 0 ? [] : messages.slice(-2 * k))
    return new FlowMemory(ctx.memoryStore, sessionId, ctx.flowId, key, window, ctx.history)
  },
})
