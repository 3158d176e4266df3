import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { topKParam, vectorStoreAnchors } from '../../shared/inputs'

const field = (label: string, name: string, value: string, description: string) => ({
  label,
  name,
  type: 'string' as const,
  default: value,
  description,
  additionalParams: true,
  optional: true,
})

export const couchbase = defineNode({
  name: 'couchbase',
  label: 'Couchbase',
  version: 1,
  type: 'Couchbase',
  category: NodeCategories.VectorStores,
  description:
    'A Couchbase vector search index. Not available here: Couchbase is reached only through its native SDK, which this server does not include; the node keeps its settings for Flowise flows',
  baseClasses: ['Couchbase', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/couchbase/couchbase.svg',
  credential: { credentialNames: ['couchbaseApi'] },
  inputs: [
    ...vectorStoreAnchors,
    { label: 'Bucket Name', name: 'bucketName', type: 'string' },
    { label: 'Scope Name', name: 'scopeName', type: 'string' },
    { label: 'Collection Name', name: 'collectionName', type: 'string' },
    { label: 'Index Name', name: 'indexName', type: 'string' },
    field('Content Field', 'textKey', 'text', 'The document field that holds the text'),
    field('Embedded Field', 'embeddingKey', 'embedding', 'The document field that holds the vector'),
    {
      label: 'Couchbase Metadata Filter',
      name: 'couchbaseMetadataFilter',
      type: 'json',
      optional: true,
      additionalParams: true,
    },
    topKParam(true),
  ],
  outputs: [
    {
      label: 'Couchbase Retriever',
      name: 'retriever',
      baseClasses: ['Couchbase', 'VectorStoreRetriever', 'BaseRetriever'],
    },
    { label: 'Couchbase Vector Store', name: 'vectorStore', baseClasses: ['Couchbase', 'VectorStore'] },
  ],
})
