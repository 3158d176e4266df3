import type { TChatMessage } from '../../context'
import { defineRuntime } from '../../runtime'
import { FlowMemory, resolveSessionId } from '../../shared/flow-memory'
import { getOptionalNumber, getString } from '../../shared/read-inputs'
import { redisBackedChatMemory } from './RedisBackedChatMemory.node.js'
import { createRedisMemoryStore, redisUrlFromCredential } from './redis-memory-store'

export default defineRuntime(redisBackedChatMemory, {
  kind: 'supply',
  async supply(ctx) {
    const store = createRedisMemoryStore(
      redisUrlFromCredential(await ctx.getCredential()),
      getOptionalNumber(ctx, 'sessionTTL'),
    )
    const size = getOptionalNumber(ctx, 'windowSize')
    const window = async (m: TChatMessage[]) => (size ? m.slice(-2 * size) : m)
    const sessionId = resolveSessionId(ctx, getString(ctx, 'sessionId'))
    return new FlowMemory(store, sessionId, ctx.flowId, getString(ctx, 'memoryKey', 'chat_history'), window)
  },
})
