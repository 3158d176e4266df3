import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Model answers kept in a Momento serverless cache, over Momento's HTTP API. */
export const momentoCache = defineNode({
  name: 'momentoCache',
  label: 'Momento Cache',
  version: 1,
  type: 'MomentoCache',
  category: NodeCategories.Cache,
  description:
    'Keeps the answers of the chat model it is connected to in a Momento cache for a day, over Momento’s HTTP API',
  baseClasses: ['MomentoCache', 'BaseCache'],
  icon: 'cache/momentoCache/momentoCache.svg',
  credential: { credentialNames: ['momentoCacheApi'], optional: true },
  inputs: [],
})
