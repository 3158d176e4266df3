import { defineRuntime } from '../../runtime'
import { memoryCacheStore } from '../../shared/cache-stores'
import { storeBackedCache } from '../../shared/llm-cache'
import { inMemoryCache } from './inMemoryCache.node.js'

export default defineRuntime(inMemoryCache, {
  kind: 'supply',
  supply: (ctx) => storeBackedCache(memoryCacheStore(`llm:${ctx.flowId}`)),
})
