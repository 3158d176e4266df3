import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

/** A vector store with a name and description, for the Multi Retrieval QA Chain to route questions to. */
export const vectorStoreRetriever = defineNode({
  name: 'vectorStoreRetriever',
  label: 'Vector Store Retriever',
  version: 1,
  type: 'VectorStoreRetriever',
  category: NodeCategories.VectorStores,
  description:
    'A named vector store the Multi Retrieval QA Chain searches when a question fits its description',
  baseClasses: ['VectorStoreRetriever'],
  icon: 'vectorstores/vectorStoreRetriever/vectorStoreRetriever.svg',
  inputs: [
    { label: 'Vector Store', name: 'vectorStore', type: 'VectorStore' },
    { label: 'Retriever Name', name: 'name', type: 'string', placeholder: 'netflix movies' },
    {
      label: 'Retriever Description',
      name: 'description',
      type: 'string',
      rows: 3,
      description: 'What questions these documents answer; the chain routes by it',
      placeholder: 'Good for answering questions about netflix movies',
    },
  ],
})
