import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { fileUploadParam } from '../chat-upload-scope'
import { recordManagerParam, topKParam, vectorStoreAnchors } from '../../shared/inputs'

export const upstash = defineNode({
  name: 'upstash',
  label: 'Upstash Vector',
  version: 2,
  type: 'Upstash',
  category: NodeCategories.VectorStores,
  description: 'Stores document vectors in an Upstash Vector index and finds the closest ones',
  baseClasses: ['Upstash', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/upstash/upstash.svg',
  credential: { credentialNames: ['upstashVectorApi'] },
  inputs: [
    ...vectorStoreAnchors,
    recordManagerParam,
    { ...fileUploadParam, additionalParams: true },
    {
      label: 'Upstash Metadata Filter',
      name: 'upstashMetadataFilter',
      type: 'string',
      placeholder: "topic = 'faq'",
      description: 'An Upstash filter every search keeps to, in its SQL-like syntax',
      optional: true,
      additionalParams: true,
      acceptVariable: true,
    },
    topKParam(true),
  ],
  outputs: [
    {
      label: 'Upstash Retriever',
      name: 'retriever',
      baseClasses: ['Upstash', 'VectorStoreRetriever', 'BaseRetriever'],
    },
    { label: 'Upstash Vector Store', name: 'vectorStore', baseClasses: ['Upstash', 'VectorStore'] },
  ],
})
