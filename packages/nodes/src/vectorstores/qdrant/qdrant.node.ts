import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { fileUploadParam } from '../chat-upload-scope'
import { topKParam, vectorStoreAnchors } from '../../shared/inputs'

export const qdrant = defineNode({
  name: 'qdrant',
  label: 'Qdrant',
  version: 1,
  type: 'Qdrant',
  category: NodeCategories.VectorStores,
  description: 'Stores document vectors in a Qdrant collection and finds the closest ones',
  baseClasses: ['Qdrant', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/qdrant/qdrant.svg',
  credential: { credentialNames: ['qdrantApi'], optional: true },
  inputs: [
    ...vectorStoreAnchors,
    {
      label: 'Qdrant Server URL',
      name: 'qdrantServerUrl',
      type: 'string',
      placeholder: 'http://localhost:6333',
    },
    { label: 'Qdrant Collection Name', name: 'qdrantCollection', type: 'string' },
    fileUploadParam,
    topKParam(true),
    {
      label: 'Qdrant Search Filter',
      name: 'qdrantFilter',
      type: 'json',
      description:
        'A Qdrant filter every search keeps to; metadata keys read metadata.<name>, e.g. {"must": [{"key": "metadata.source", "match": {"value": "faq"}}]}',
      optional: true,
      additionalParams: true,
      acceptVariable: true,
    },
  ],
  outputs: [
    {
      label: 'Qdrant Retriever',
      name: 'retriever',
      baseClasses: ['Qdrant', 'VectorStoreRetriever', 'BaseRetriever'],
    },
    { label: 'Qdrant Vector Store', name: 'vectorStore', baseClasses: ['Qdrant', 'VectorStore'] },
  ],
})
