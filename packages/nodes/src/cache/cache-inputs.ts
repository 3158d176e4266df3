import type { TInputDefinition } from '@unikflow/graph'

/** The model a cache of embeddings wraps. */
export const embeddingsAnchor: TInputDefinition = {
  label: 'Embeddings',
  name: 'embeddings',
  type: 'Embeddings',
}

export const namespaceParam: TInputDefinition = {
  label: 'Namespace',
  name: 'namespace',
  type: 'string',
  description: 'Prefix of the cached entries; different namespaces keep vectors of different models apart',
  optional: true,
  additionalParams: true,
}

/** The classes an embedding cache supplies: it is the embeddings it wraps, with a memory. */
export const embeddingCacheClasses = (type: string) => [type, 'CacheBackedEmbeddings', 'Embeddings']
