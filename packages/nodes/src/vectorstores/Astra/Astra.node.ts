import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { mmrParams } from '../mmr-params'
import { topKParam, vectorStoreAnchors } from '../../shared/inputs'

export const Astra = defineNode({
  name: 'Astra',
  label: 'Astra',
  version: 2.1,
  type: 'Astra',
  category: NodeCategories.VectorStores,
  description:
    'Stores document vectors in a DataStax Astra DB collection (its Data API) and finds the closest ones',
  baseClasses: ['Astra', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/Astra/Astra.svg',
  credential: { credentialNames: ['AstraDBApi'] },
  inputs: [
    ...vectorStoreAnchors,
    {
      label: 'Namespace',
      name: 'astraNamespace',
      type: 'string',
      placeholder: 'default_keyspace',
      description: 'The keyspace of the collection (default_keyspace when empty)',
      optional: true,
      additionalParams: true,
    },
    { label: 'Collection', name: 'astraCollection', type: 'string' },
    {
      label: 'Vector Dimension',
      name: 'vectorDimension',
      type: 'number',
      placeholder: '1536',
      description: 'The dimension of a new collection; empty takes the embeddings’ own',
      optional: true,
    },
    {
      label: 'Similarity Metric',
      name: 'similarityMetric',
      type: 'string',
      placeholder: 'cosine',
      description: 'cosine | euclidean | dot_product',
      optional: true,
    },
    topKParam(true),
    ...mmrParams,
  ],
  outputs: [
    {
      label: 'Astra Retriever',
      name: 'retriever',
      baseClasses: ['Astra', 'VectorStoreRetriever', 'BaseRetriever'],
    },
    { label: 'Astra Vector Store', name: 'vectorStore', baseClasses: ['Astra', 'VectorStore'] },
  ],
})
