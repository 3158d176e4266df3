import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { fileUploadParam } from '../chat-upload-scope'
import { batchSizeParam, recordManagerParam, topKParam, vectorStoreAnchors } from '../../shared/inputs'

export const postgres = defineNode({
  name: 'postgres',
  label: 'Postgres',
  version: 7.1,
  type: 'Postgres',
  category: NodeCategories.VectorStores,
  description: 'Stores document vectors in a PostgreSQL table with pgvector and finds the closest ones',
  baseClasses: ['Postgres', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/postgres/postgres.svg',
  credential: { credentialNames: ['PostgresApi'] },
  inputs: [
    ...vectorStoreAnchors,
    recordManagerParam,
    { label: 'Host', name: 'host', type: 'string', placeholder: 'localhost' },
    { label: 'Database', name: 'database', type: 'string' },
    { label: 'Port', name: 'port', type: 'number', placeholder: '5432', optional: true },
    {
      label: 'SSL',
      name: 'ssl',
      type: 'boolean',
      description: 'Connect over TLS',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Table Name',
      name: 'tableName',
      type: 'string',
      description: 'Created with the vector extension when missing',
      placeholder: 'documents',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Distance Strategy',
      name: 'distanceStrategy',
      type: 'options',
      description: 'How closeness between vectors is measured',
      options: [
        { label: 'Cosine', name: 'cosine' },
        { label: 'Euclidean', name: 'euclidean' },
        { label: 'Inner Product', name: 'innerProduct' },
      ],
      default: 'cosine',
      optional: true,
      additionalParams: true,
    },
    { ...fileUploadParam, additionalParams: true },
    batchSizeParam,
    {
      label: 'Additional Configuration',
      name: 'additionalConfig',
      type: 'json',
      // Kept so flows from Flowise keep it (TypeORM options); not used.
      optional: true,
      additionalParams: true,
      hidden: true,
    },
    topKParam(true),
    {
      label: 'Postgres Metadata Filter',
      name: 'pgMetadataFilter',
      type: 'json',
      description: 'Only rows whose metadata contains this object, e.g. {"source": "faq"}',
      optional: true,
      additionalParams: true,
    },
    {
      label: 'Content Column Name',
      name: 'contentColumnName',
      type: 'string',
      // Flowise's TypeORM layout (the one kept here) always writes "pageContent".
      optional: true,
      additionalParams: true,
      hidden: true,
    },
  ],
  outputs: [
    {
      label: 'Postgres Retriever',
      name: 'retriever',
      baseClasses: ['Postgres', 'VectorStoreRetriever', 'BaseRetriever'],
    },
    { label: 'Postgres Vector Store', name: 'vectorStore', baseClasses: ['Postgres', 'VectorStore'] },
  ],
})
