import { defineRuntime } from '../../runtime'
import { FlowMemory, resolveSessionId } from '../../shared/flow-memory'
import { getOptionalNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { upstashRedisBackedChatMemory } from './upstashRedisBackedChatMemory.node.js'
import { upstashMemoryStore } from './upstash-memory-store'

export default defineRuntime(upstashRedisBackedChatMemory, {
  kind: 'supply',
  async supply(ctx) {
    const url = getString(ctx, 'baseURL').trim()
    if (!url) throw new NodeInputError(`${ctx.label} needs the Upstash Redis REST URL`)
    const token = (await ctx.getCredential()).upstashRestToken ?? ''
    const store = upstashMemoryStore(ctx, url, token, getOptionalNumber(ctx, 'sessionTTL'))
    const sessionId = resolveSessionId(ctx, getString(ctx, 'sessionId'))
    return new FlowMemory(store, sessionId, ctx.flowId, getString(ctx, 'memoryKey', 'chat_history'))
  },
})
