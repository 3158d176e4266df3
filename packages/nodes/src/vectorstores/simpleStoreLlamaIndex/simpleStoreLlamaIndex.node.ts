import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'

export const simpleStoreLlamaIndex = defineNode({
  name: 'simpleStoreLlamaIndex',
  label: 'SimpleStore',
  version: 1,
  type: 'SimpleVectorStore',
  category: NodeCategories.VectorStores,
  tags: ['LlamaIndex'],
  description:
    'Stores document vectors in a file in this unik’s folder on the server and retrieves the closest for the query engines',
  baseClasses: ['SimpleVectorStore', 'VectorIndexRetriever'],
  icon: 'vectorstores/simpleStoreLlamaIndex/simpleStoreLlamaIndex.svg',
  inputs: [
    { label: 'Document', name: 'document', type: 'Document', list: true, optional: true },
    {
      label: 'Chat Model',
      name: 'model',
      type: 'BaseChatModel_LlamaIndex',
      description: 'The model a Query Engine answers with',
    },
    { label: 'Embeddings', name: 'embeddings', type: 'BaseEmbedding_LlamaIndex' },
    {
      label: 'Base Path to store',
      name: 'basePath',
      type: 'string',
      description: 'A folder inside this unik’s simplestore folder; empty: one of its own for this node',
      optional: true,
    },
    {
      label: 'Top K',
      name: 'topK',
      type: 'number',
      description: 'How many documents to retrieve (default 4)',
      placeholder: '4',
      optional: true,
    },
  ],
  outputs: [
    {
      label: 'SimpleStore Retriever',
      name: 'retriever',
      baseClasses: ['SimpleVectorStore', 'VectorIndexRetriever'],
    },
    {
      label: 'SimpleStore Vector Store Index',
      name: 'vectorStore',
      baseClasses: ['SimpleVectorStore', 'VectorStoreIndex'],
    },
  ],
})
