import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { embeddingCacheClasses, embeddingsAnchor, namespaceParam } from '../cache-inputs'

/** Vectors of documents kept in the server's memory, so the same text is embedded once. */
export const inMemoryEmbeddingCache = defineNode({
  name: 'inMemoryEmbeddingCache',
  label: 'InMemory Embedding Cache',
  version: 1,
  type: 'InMemoryEmbeddingCache',
  category: NodeCategories.Cache,
  description:
    'Keeps the vectors of the embeddings it wraps in the server’s memory, so a text is embedded only once',
  baseClasses: embeddingCacheClasses('InMemoryEmbeddingCache'),
  icon: 'cache/inMemoryEmbeddingCache/inMemoryEmbeddingCache.svg',
  inputs: [embeddingsAnchor, namespaceParam],
})
