import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Model answers kept in Upstash's serverless Redis, over its REST API. */
export const upstashRedisCache = defineNode({
  name: 'upstashRedisCache',
  label: 'Upstash Redis Cache',
  version: 1,
  type: 'UpstashRedisCache',
  category: NodeCategories.Cache,
  description:
    'Keeps the answers of the chat model it is connected to in Upstash Redis (serverless, over HTTPS)',
  baseClasses: ['UpstashRedisCache', 'BaseCache'],
  icon: 'cache/upstashRedisCache/upstashRedisCache.svg',
  credential: { credentialNames: ['upstashRedisApi'], optional: true },
  inputs: [],
})
