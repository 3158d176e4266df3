import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { fileUploadParam } from '../chat-upload-scope'
import { topKParam, vectorStoreAnchors } from '../../shared/inputs'

const keptForFlowise = (label: string, name: string, type: 'string' | 'boolean') => ({
  label,
  name,
  type,
  description: 'Kept for Flowise flows; not used here (the REST API goes over HTTPS when the URL says so)',
  optional: true,
  additionalParams: true,
})

export const milvus = defineNode({
  name: 'milvus',
  label: 'Milvus',
  version: 2.1,
  type: 'Milvus',
  category: NodeCategories.VectorStores,
  description: 'Stores document vectors in a Milvus collection (its REST API v2) and finds the closest ones',
  baseClasses: ['Milvus', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/milvus/milvus.svg',
  credential: { credentialNames: ['milvusAuth'], optional: true },
  inputs: [
    ...vectorStoreAnchors,
    {
      label: 'Milvus Server URL',
      name: 'milvusServerUrl',
      type: 'string',
      placeholder: 'http://localhost:19530',
    },
    { label: 'Milvus Collection Name', name: 'milvusCollection', type: 'string' },
    {
      label: 'Milvus Partition Name',
      name: 'milvusPartition',
      type: 'string',
      default: '_default',
      description: 'Made on the first upsert if missing; searches keep to it',
      optional: true,
    },
    fileUploadParam,
    {
      label: 'Milvus Text Field',
      name: 'milvusTextField',
      type: 'string',
      placeholder: 'langchain_text',
      description: 'The field that holds the document text (default langchain_text)',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Milvus Filter',
      name: 'milvusFilter',
      type: 'string',
      placeholder: 'metadata["topic"] == "faq"',
      description: 'A Milvus boolean expression every search keeps to; metadata keys read metadata["<name>"]',
      optional: true,
      additionalParams: true,
      acceptVariable: true,
    },
    topKParam(true),
    keptForFlowise('Secure', 'secure', 'boolean'),
    keptForFlowise('Client PEM Path', 'clientPemPath', 'string'),
    keptForFlowise('Client Key Path', 'clientKeyPath', 'string'),
    keptForFlowise('CA PEM Path', 'caPemPath', 'string'),
    keptForFlowise('Server Name', 'serverName', 'string'),
  ],
  outputs: [
    {
      label: 'Milvus Retriever',
      name: 'retriever',
      baseClasses: ['Milvus', 'VectorStoreRetriever', 'BaseRetriever'],
    },
    { label: 'Milvus Vector Store', name: 'vectorStore', baseClasses: ['Milvus', 'VectorStore'] },
  ],
})
