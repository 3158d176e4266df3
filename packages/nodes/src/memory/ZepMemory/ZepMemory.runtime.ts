import { defineRuntime } from '../../runtime'
import { FlowMemory, resolveSessionId } from '../../shared/flow-memory'
import { getNumber, getString } from '../../shared/read-inputs'
import { ZepMemory } from './ZepMemory.node.js'
import { createZepMemoryStore } from './zep-memory-store'

/** The conversation on the Zep server: the last k exchanges read back, each turn added. */
export default defineRuntime(ZepMemory, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const k = Math.max(0, Math.floor(getNumber(ctx, 'k', 10)))
    const store = createZepMemoryStore(ctx, {
      baseUrl: getString(ctx, 'baseURL', 'http://127.0.0.1:8000'),
      apiKey: credential.apiKey || undefined,
      lastN: 2 * k,
      aiRole: getString(ctx, 'aiPrefix', 'ai'),
      humanRole: getString(ctx, 'humanPrefix', 'human'),
    })
    const sessionId = resolveSessionId(ctx, getString(ctx, 'sessionId'))
    return new FlowMemory(store, sessionId, ctx.flowId, getString(ctx, 'memoryKey', 'chat_history'))
  },
})
