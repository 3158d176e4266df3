import { defineRuntime } from '../../runtime'
import { redisUrlFromCredential } from '../../memory/RedisBackedChatMemory/redis-memory-store'
import { getBoolean, getString, NodeInputError } from '../../shared/read-inputs'
import { supplyRemoteStore } from '../remote-runtime'
import { redisSearchApi } from './redis-search-api'
import { redis } from './redis.node.js'

export default defineRuntime(redis, {
  kind: 'supply',
  async supply(ctx) {
    const index = getString(ctx, 'indexName').trim()
    if (!index) throw new NodeInputError('Index Name is required')
    const field = (name: string, fallback: string) => getString(ctx, name).trim() || fallback
    return supplyRemoteStore(
      ctx,
      redisSearchApi({
        ctx,
        url: redisUrlFromCredential(await ctx.getCredential()),
        index,
        fields: {
          content: field('contentKey', 'content'),
          metadata: field('metadataKey', 'metadata'),
          vector: field('vectorKey', 'content_vector'),
        },
        replaceIndex: getBoolean(ctx, 'replaceIndex'),
      }),
    )
  },
})
