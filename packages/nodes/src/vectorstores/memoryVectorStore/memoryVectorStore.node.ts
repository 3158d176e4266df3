import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { topKParam, vectorStoreAnchors } from '../../shared/inputs'

export const memoryVectorStore = defineNode({
  name: 'memoryVectorStore',
  label: 'In-Memory Vector Store',
  version: 1,
  type: 'Memory',
  category: NodeCategories.VectorStores,
  description: 'Keeps document vectors in memory for the run and finds the closest ones by exact search',
  baseClasses: ['Memory', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/memoryVectorStore/memoryVectorStore.svg',
  inputs: [...vectorStoreAnchors, topKParam()],
  outputs: [
    {
      label: 'Memory Retriever',
      name: 'retriever',
      baseClasses: ['Memory', 'VectorStoreRetriever', 'BaseRetriever'],
    },
    { label: 'Memory Vector Store', name: 'vectorStore', baseClasses: ['Memory', 'VectorStore'] },
  ],
})
