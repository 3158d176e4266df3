import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { mmrParams } from '../mmr-params'
import { topKParam } from '../../shared/inputs'
import { zepCollectionParams } from '../zep/zep-inputs'

export const zepCloud = defineNode({
  name: 'zepCloud',
  label: 'Zep Collection - Cloud',
  version: 2,
  type: 'Zep',
  category: NodeCategories.VectorStores,
  description:
    'Stores documents in a Zep Cloud collection, which embeds them itself, and finds the closest ones',
  baseClasses: ['Zep', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/zepCloud/zepCloud.svg',
  credential: { credentialNames: ['zepMemoryApi'] },
  inputs: [
    { label: 'Document', name: 'document', type: 'Document', list: true, optional: true },
    ...zepCollectionParams,
    topKParam(true),
    {
      label: 'Zep Cloud API URL',
      name: 'zepApiUrl',
      type: 'string',
      placeholder: 'https://api.getzep.com',
      description: 'Empty for Zep Cloud itself; a proxy or a compatible server otherwise',
      optional: true,
      additionalParams: true,
    },
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
