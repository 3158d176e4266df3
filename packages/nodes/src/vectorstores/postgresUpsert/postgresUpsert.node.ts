import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import {
  inputsOf,
  legacyDocumentAnchor,
  legacyEmbeddingsAnchor,
  legacyNote,
  sslConnectionInput,
} from '../legacy-inputs'
import { postgres } from '../postgres/postgres.node.js'

/** Flowise's older "Postgres Upsert Document"; runs the Postgres node's runtime, writing on every run. */
export const postgresUpsert = defineNode({
  name: 'postgresUpsert',
  label: 'Postgres Upsert Document',
  version: 2,
  type: 'Postgres',
  category: NodeCategories.VectorStores,
  description: `Writes the connected documents to a PostgreSQL table (pgvector) each time it runs, then searches it ${legacyNote('Postgres')}`,
  baseClasses: ['Postgres', 'VectorStoreRetriever', 'BaseRetriever'],
  icon: 'vectorstores/postgresUpsert/postgresUpsert.svg',
  badge: 'DEPRECATING',
  credential: { credentialNames: ['PostgresApi'] },
  inputs: [
    legacyDocumentAnchor,
    legacyEmbeddingsAnchor,
    ...inputsOf(postgres, ['host', 'database']),
    sslConnectionInput,
    ...inputsOf(postgres, ['port', 'tableName', 'additionalConfig', 'topK']),
  ],
  outputs: postgres.outputs,
})
