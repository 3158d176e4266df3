import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { embeddingCacheClasses, embeddingsAnchor, namespaceParam } from '../cache-inputs'

/** Vectors of documents kept in Redis, so the same text is embedded once by every server. */
export const redisEmbeddingsCache = defineNode({
  name: 'redisEmbeddingsCache',
  label: 'Redis Embeddings Cache',
  version: 1,
  type: 'RedisEmbeddingsCache',
  category: NodeCategories.Cache,
  description: 'Keeps the vectors of the embeddings it wraps in Redis, so a text is embedded only once',
  baseClasses: embeddingCacheClasses('RedisEmbeddingsCache'),
  icon: 'cache/redisEmbeddingsCache/redisEmbeddingsCache.svg',
  credential: { credentialNames: ['redisCacheApi', 'redisCacheUrlApi'], optional: true },
  inputs: [
    embeddingsAnchor,
    {
      label: 'Time to Live (ms)',
      name: 'ttl',
      type: 'number',
      description:
        'How long a vector is kept; Flowise flows give it in seconds (3600: an hour), as read here',
      default: 3600,
      optional: true,
      additionalParams: true,
    },
    namespaceParam,
  ],
})
