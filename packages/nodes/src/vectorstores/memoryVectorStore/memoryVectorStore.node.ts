import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const memoryVectorStore = defineNode({
  name: 'memoryVectorStore',
  label: 'In-Memory Vector Store',
  version: 1,
  type: 'Memory',
  category: NodeCategories.VectorStores,
  description: 'Keeps document vectors in memory for the run and finds the closest ones by exact search',
  baseClasses: ['Memory', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/memoryVectorStore/memoryVectorStore.svg',
  inputs: [
    { label: 'Document', name: 'document', type: 'Document', list: true, optional: true },
    { label: 'Embeddings', name: 'embeddings', type: 'Embeddings' },
    {
      label: 'Top K',
      name: 'topK',
      type: 'number',
      description: 'How many documents a search returns (default 4)',
      placeholder: '4',
      optional: true,
    },
  ],
  outputs: [
    {
      label: 'Memory Retriever',
      name: 'retriever',
      baseClasses: ['Memory', 'VectorStoreRetriever', 'BaseRetriever'],
    },
    { label: 'Memory Vector Store', name: 'vectorStore', baseClasses: ['Memory', 'VectorStore'] },
  ],
})
