import { defineRuntime } from '../../runtime'
import { upstashCacheStore } from '../../shared/cache-stores'
import { storeBackedCache } from '../../shared/llm-cache'
import { NodeInputError } from '../../shared/read-inputs'
import { upstashRedisCache } from './upstashRedisCache.node.js'

export default defineRuntime(upstashRedisCache, {
  kind: 'supply',
  async supply(ctx) {
    const credential = await ctx.getCredential()
    const url = credential.upstashConnectionUrl
    if (!url)
      throw new NodeInputError('Upstash Redis Cache needs an Upstash Redis API credential with its REST URL')
    const store = upstashCacheStore(ctx, url, credential.upstashConnectionToken ?? '', 'unikflow:llm-cache:')
    return storeBackedCache(store)
  },
})
