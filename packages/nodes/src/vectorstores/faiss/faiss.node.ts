import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { topKParam, vectorStoreAnchors } from '../../shared/inputs'

export const faiss = defineNode({
  name: 'faiss',
  label: 'Faiss',
  version: 1,
  type: 'Faiss',
  category: NodeCategories.VectorStores,
  description: 'Stores document vectors in a Faiss index saved in a folder, and searches them by similarity',
  baseClasses: ['Faiss', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/faiss/faiss.svg',
  inputs: [
    ...vectorStoreAnchors,
    {
      label: 'Base Path to load',
      name: 'basePath',
      type: 'string',
      description:
        "Folder inside this unik's Faiss folder on the server where the index is saved and loaded from (empty: one per flow and node)",
      placeholder: 'faq-index',
      optional: true,
    },
    topKParam(true),
  ],
  outputs: [
    {
      label: 'Faiss Retriever',
      name: 'retriever',
      baseClasses: ['Faiss', 'VectorStoreRetriever', 'BaseRetriever'],
    },
    {
      label: 'Faiss Vector Store',
      name: 'vectorStore',
      baseClasses: ['Faiss', 'SaveableVectorStore', 'VectorStore'],
    },
  ],
})
