import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** Model answers kept in the server's memory for the flow. */
export const inMemoryCache = defineNode({
  name: 'inMemoryCache',
  label: 'InMemory Cache',
  version: 1,
  type: 'InMemoryCache',
  category: NodeCategories.Cache,
  description:
    'Keeps the answers of the chat model it is connected to in the server’s memory, per flow; a restart empties it',
  baseClasses: ['InMemoryCache', 'BaseCache'],
  icon: 'cache/inMemoryCache/inMemoryCache.svg',
  inputs: [],
})
