import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { topKParam, vectorStoreAnchors } from '../../shared/inputs'

export const openSearch = defineNode({
  name: 'openSearch',
  label: 'OpenSearch',
  version: 4,
  type: 'OpenSearch',
  category: NodeCategories.VectorStores,
  description: 'Stores document vectors in an OpenSearch k-NN index and finds the closest ones',
  baseClasses: ['OpenSearch', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/openSearch/openSearch.svg',
  credential: { credentialNames: ['openSearchUrl'] },
  inputs: [
    ...vectorStoreAnchors,
    {
      label: 'Index Name',
      name: 'indexName',
      type: 'string',
      description: 'Made on the first upsert with the embeddings’ dimension',
    },
    topKParam(true),
    {
      label: 'Engine',
      name: 'engine',
      type: 'options',
      description: 'The k-NN engine of a new index',
      default: 'lucene',
      options: [
        { label: 'Lucene (OpenSearch 2.x+)', name: 'lucene' },
        { label: 'Faiss (OpenSearch 2.x+)', name: 'faiss' },
        { label: 'NMSLIB (Legacy, pre-3.0)', name: 'nmslib' },
      ],
      additionalParams: true,
      optional: true,
    },
    {
      label: 'Vector Space Type',
      name: 'spaceType',
      type: 'options',
      description: 'How a new index compares vectors',
      default: 'l2',
      options: [
        { label: 'L2 (Euclidean)', name: 'l2' },
        { label: 'Cosine Similarity', name: 'cosinesimil' },
        { label: 'Inner Product', name: 'innerproduct' },
      ],
      additionalParams: true,
      optional: true,
    },
  ],
  outputs: [
    {
      label: 'OpenSearch Retriever',
      name: 'retriever',
      baseClasses: ['OpenSearch', 'VectorStoreRetriever', 'BaseRetriever'],
    },
    { label: 'OpenSearch Vector Store', name: 'vectorStore', baseClasses: ['OpenSearch', 'VectorStore'] },
  ],
})
