import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { recordManagerParam, topKParam, vectorStoreAnchors } from '../../shared/inputs'

export const chroma = defineNode({
  name: 'chroma',
  label: 'Chroma',
  version: 2,
  type: 'Chroma',
  category: NodeCategories.VectorStores,
  description: 'Stores document vectors in a Chroma collection and finds the closest ones',
  baseClasses: ['Chroma', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/chroma/chroma.svg',
  credential: { credentialNames: ['chromaApi'], optional: true },
  inputs: [
    ...vectorStoreAnchors,
    recordManagerParam,
    { label: 'Collection Name', name: 'collectionName', type: 'string' },
    {
      label: 'Chroma URL',
      name: 'chromaURL',
      type: 'string',
      placeholder: 'http://localhost:8000',
      optional: true,
    },
    { label: 'Tenant', name: 'chromaTenant', type: 'string', optional: true, additionalParams: true },
    { label: 'Database', name: 'chromaDatabase', type: 'string', optional: true, additionalParams: true },
    {
      label: 'Chroma Metadata Filter',
      name: 'chromaMetadataFilter',
      type: 'json',
      description:
        'A Chroma where every search keeps to, e.g. {"source": "faq"} or {"year": {"$gte": 2024}}; several keys must all match',
      optional: true,
      additionalParams: true,
      acceptVariable: true,
    },
    topKParam(true),
  ],
  outputs: [
    {
      label: 'Chroma Retriever',
      name: 'retriever',
      baseClasses: ['Chroma', 'VectorStoreRetriever', 'BaseRetriever'],
    },
    { label: 'Chroma Vector Store', name: 'vectorStore', baseClasses: ['Chroma', 'VectorStore'] },
  ],
})
