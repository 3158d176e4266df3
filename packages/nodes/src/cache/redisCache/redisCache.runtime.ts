import { defineRuntime } from '../../runtime'
import { redisUrlFromCredential } from '../../memory/RedisBackedChatMemory/redis-memory-store'
import { redisCacheStore } from '../../shared/cache-stores'
import { storeBackedCache } from '../../shared/llm-cache'
import { getOptionalNumber } from '../../shared/read-inputs'
import { redisCache } from './redisCache.node.js'

export default defineRuntime(redisCache, {
  kind: 'supply',
  async supply(ctx) {
    const url = redisUrlFromCredential(await ctx.getCredential())
    const ttl = getOptionalNumber(ctx, 'ttl')
    const expiry = ttl && ttl > 0 ? { unit: 'PX' as const, amount: Math.round(ttl) } : undefined
    return storeBackedCache(redisCacheStore(ctx, url, 'unikflow:llm-cache:', expiry))
  },
})
