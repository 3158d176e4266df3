import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { mmrParams } from '../mmr-params'
import { topKParam, vectorStoreAnchors } from '../../shared/inputs'
import { zepCollectionParams } from './zep-inputs'

export const zep = defineNode({
  name: 'zep',
  label: 'Zep Collection - Open Source',
  version: 2,
  type: 'Zep',
  category: NodeCategories.VectorStores,
  description:
    'Stores document vectors in a collection of an open-source Zep server and finds the closest ones',
  baseClasses: ['Zep', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/zep/zep.svg',
  credential: { credentialNames: ['zepMemoryApi'], optional: true },
  inputs: [
    ...vectorStoreAnchors,
    { label: 'Base URL', name: 'baseURL', type: 'string', default: 'http://127.0.0.1:8000' },
    ...zepCollectionParams,
    {
      label: 'Embedding Dimension',
      name: 'dimension',
      type: 'number',
      default: 1536,
      description: 'Kept for Flowise flows: a new collection takes the embeddings’ own dimension',
      additionalParams: true,
    },
    topKParam(true),
    ...mmrParams,
  ],
  outputs: [
    {
      label: 'Zep Retriever',
      name: 'retriever',
      baseClasses: ['Zep', 'VectorStoreRetriever', 'BaseRetriever'],
    },
    { label: 'Zep Vector Store', name: 'vectorStore', baseClasses: ['Zep', 'VectorStore'] },
  ],
})
