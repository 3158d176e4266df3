import { defineRuntime } from '../../runtime'
import { redisUrlFromCredential } from '../../memory/RedisBackedChatMemory/redis-memory-store'
import { cacheBackedEmbeddings } from '../../shared/cache-backed-embeddings'
import { redisCacheStore } from '../../shared/cache-stores'
import { lazyImport } from '../../shared/lazy-import'
import { getInstance, getNumber, getString } from '../../shared/read-inputs'
import { redisEmbeddingsCache } from './redisEmbeddingsCache.node.js'

const langchainCoreEmbeddings = lazyImport(() => import('@langchain/core/embeddings'))

export default defineRuntime(redisEmbeddingsCache, {
  kind: 'supply',
  async supply(ctx) {
    const { Embeddings } = await langchainCoreEmbeddings()
    const embeddings = getInstance(ctx, 'embeddings', Embeddings, 'an Embeddings node')
    const url = redisUrlFromCredential(await ctx.getCredential())
    // Flowise's label says ms, but its store takes the number as seconds (default 3600, an hour).
    const ttl = Math.round(getNumber(ctx, 'ttl', 3600))
    const store = redisCacheStore(
      ctx,
      url,
      'unikflow:embeddings-cache:',
      ttl > 0 ? { unit: 'EX', amount: ttl } : undefined,
    )
    return cacheBackedEmbeddings(ctx, embeddings, store, getString(ctx, 'namespace'))
  },
})
