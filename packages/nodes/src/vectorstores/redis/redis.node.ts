import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { topKParam, vectorStoreAnchors } from '../../shared/inputs'

const fieldParam = (label: string, name: string, value: string, description: string) => ({
  label,
  name,
  type: 'string' as const,
  description,
  default: value,
  additionalParams: true,
  optional: true,
})

export const redis = defineNode({
  name: 'redis',
  label: 'Redis',
  version: 1,
  type: 'Redis',
  category: NodeCategories.VectorStores,
  description:
    'Stores document vectors in a Redis search index (Redis Stack or Redis with the search module) and finds the closest ones',
  baseClasses: ['Redis', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/redis/redis.svg',
  credential: { credentialNames: ['redisCacheUrlApi', 'redisCacheApi'] },
  inputs: [
    ...vectorStoreAnchors,
    {
      label: 'Index Name',
      name: 'indexName',
      type: 'string',
      placeholder: '<VECTOR_INDEX_NAME>',
      description: 'Made on the first upsert with the embeddings’ dimension',
    },
    {
      label: 'Replace Index on Upsert',
      name: 'replaceIndex',
      type: 'boolean',
      description: 'Each upsert drops the index and its documents first, then makes it anew',
      default: false,
    },
    fieldParam('Content Field', 'contentKey', 'content', 'The hash field that holds the document text'),
    fieldParam('Metadata Field', 'metadataKey', 'metadata', 'The hash field that holds the metadata as JSON'),
    fieldParam('Vector Field', 'vectorKey', 'content_vector', 'The hash field that holds the vector'),
    topKParam(true),
  ],
  outputs: [
    {
      label: 'Redis Retriever',
      name: 'retriever',
      baseClasses: ['Redis', 'VectorStoreRetriever', 'BaseRetriever'],
    },
    { label: 'Redis Vector Store', name: 'vectorStore', baseClasses: ['Redis', 'VectorStore'] },
  ],
})
