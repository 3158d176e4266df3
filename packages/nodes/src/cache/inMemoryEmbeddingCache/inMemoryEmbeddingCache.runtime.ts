import { defineRuntime } from '../../runtime'
import { cacheBackedEmbeddings } from '../../shared/cache-backed-embeddings'
import { memoryCacheStore } from '../../shared/cache-stores'
import { lazyImport } from '../../shared/lazy-import'
import { getInstance, getString } from '../../shared/read-inputs'
import { inMemoryEmbeddingCache } from './inMemoryEmbeddingCache.node.js'

const langchainCoreEmbeddings = lazyImport(() => import('@langchain/core/embeddings'))

export default defineRuntime(inMemoryEmbeddingCache, {
  kind: 'supply',
  async supply(ctx) {
    const { Embeddings } = await langchainCoreEmbeddings()
    const embeddings = getInstance(ctx, 'embeddings', Embeddings, 'an Embeddings node')
    const store = memoryCacheStore(`embeddings:${ctx.flowId}`)
    return cacheBackedEmbeddings(ctx, embeddings, store, getString(ctx, 'namespace'))
  },
})
