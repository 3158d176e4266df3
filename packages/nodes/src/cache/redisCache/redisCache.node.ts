import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Model answers kept in Redis, shared by every server and worker using it. */
export const redisCache = defineNode({
  name: 'redisCache',
  label: 'Redis Cache',
  version: 1,
  type: 'RedisCache',
  category: NodeCategories.Cache,
  description:
    'Keeps the answers of the chat model it is connected to in Redis, shared by every server and worker',
  baseClasses: ['RedisCache', 'BaseCache'],
  icon: 'cache/redisCache/redisCache.svg',
  credential: { credentialNames: ['redisCacheApi', 'redisCacheUrlApi'], optional: true },
  inputs: [
    {
      label: 'Time to Live (ms)',
      name: 'ttl',
      type: 'number',
      description: 'How long an answer is kept, in milliseconds; empty keeps it until Redis evicts it',
      optional: true,
      additionalParams: true,
    },
  ],
})
