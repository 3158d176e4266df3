import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { databaseServerInputs } from '../connection-inputs'
import { recordManagerClasses, recordManagerSettings } from '../record-manager-inputs'

/** Records of what a vector store upsert wrote, in a MySQL (or MariaDB) table. */
export const MySQLRecordManager = defineNode({
  name: 'MySQLRecordManager',
  label: 'MySQL Record Manager',
  version: 1,
  type: 'MySQL RecordManager',
  category: NodeCategories.RecordManager,
  description:
    'Remembers which documents an upsert wrote to the vector store, in a MySQL table, so unchanged ones are not written again',
  baseClasses: recordManagerClasses('MySQL RecordManager'),
  icon: 'recordmanager/MySQLRecordManager/MySQLRecordManager.svg',
  credential: { credentialNames: ['MySQLApi'] },
  inputs: [...databaseServerInputs(3306), ...recordManagerSettings],
})
