import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { databaseServerInputs } from '../connection-inputs'
import { recordManagerClasses, recordManagerSettings } from '../record-manager-inputs'

/** Records of what a vector store upsert wrote, in a PostgreSQL table. */
export const postgresRecordManager = defineNode({
  name: 'postgresRecordManager',
  label: 'Postgres Record Manager',
  version: 1,
  type: 'Postgres RecordManager',
  category: NodeCategories.RecordManager,
  description:
    'Remembers which documents an upsert wrote to the vector store, in a PostgreSQL table, so unchanged ones are not written again',
  baseClasses: recordManagerClasses('Postgres RecordManager'),
  icon: 'recordmanager/postgresRecordManager/postgresRecordManager.svg',
  credential: { credentialNames: ['PostgresApi'] },
  inputs: [
    ...databaseServerInputs(5432),
    {
      label: 'SSL',
      name: 'ssl',
      type: 'boolean',
      description: 'Connect to PostgreSQL over TLS',
      additionalParams: true,
      optional: true,
    },
    ...recordManagerSettings,
  ],
})
