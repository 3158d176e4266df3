import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { topKParam, vectorStoreAnchors } from '../../shared/inputs'

/** Flowise's SingleStore vector store: LangChain's SingleStoreVectorStore table over SingleStore's MySQL protocol. */
export const singlestore = defineNode({
  name: 'singlestore',
  label: 'SingleStore',
  version: 1,
  type: 'SingleStore',
  category: NodeCategories.VectorStores,
  description: 'Stores document vectors in a SingleStore database table and finds the nearest by dot product',
  baseClasses: ['SingleStore', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/singlestore/singlestore.svg',
  credential: { credentialNames: ['singleStoreApi'], optional: true },
  inputs: [
    ...vectorStoreAnchors,
    { label: 'Host', name: 'host', type: 'string' },
    { label: 'Database', name: 'database', type: 'string' },
    {
      label: 'Table Name',
      name: 'tableName',
      type: 'string',
      placeholder: 'embeddings',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Content Column Name',
      name: 'contentColumnName',
      type: 'string',
      placeholder: 'content',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Vector Column Name',
      name: 'vectorColumnName',
      type: 'string',
      placeholder: 'vector',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Metadata Column Name',
      name: 'metadataColumnName',
      type: 'string',
      placeholder: 'metadata',
      optional: true,
      additionalParams: true,
    },
    topKParam(true),
  ],
  outputs: [
    {
      label: 'SingleStore Retriever',
      name: 'retriever',
      baseClasses: ['SingleStore', 'VectorStoreRetriever', 'BaseRetriever'],
    },
    { label: 'SingleStore Vector Store', name: 'vectorStore', baseClasses: ['SingleStore', 'VectorStore'] },
  ],
})
