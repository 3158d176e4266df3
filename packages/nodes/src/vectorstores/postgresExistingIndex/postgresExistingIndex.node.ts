import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { inputsOf, legacyEmbeddingsAnchor, legacyNote, sslConnectionInput } from '../legacy-inputs'
import { postgres } from '../postgres/postgres.node.js'

/** Flowise's older "Postgres Load Existing Index"; runs the Postgres node's runtime, without documents. */
export const postgresExistingIndex = defineNode({
  name: 'postgresExistingIndex',
  label: 'Postgres Load Existing Index',
  version: 2,
  type: 'Postgres',
  category: NodeCategories.VectorStores,
  description: `Searches the documents already stored in a PostgreSQL table (pgvector), writing nothing ${legacyNote('Postgres')}`,
  baseClasses: ['Postgres', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/postgresExistingIndex/postgresExistingIndex.svg',
  badge: 'DEPRECATING',
  credential: { credentialNames: ['PostgresApi'] },
  inputs: [
    legacyEmbeddingsAnchor,
    ...inputsOf(postgres, ['host', 'database']),
    sslConnectionInput,
    ...inputsOf(postgres, ['port', 'tableName', 'additionalConfig', 'topK']),
  ],
  outputs: postgres.outputs,
})
