import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { databaseServerInputs } from '../connection-inputs'
import { recordManagerClasses, recordManagerSettings } from '../record-manager-inputs'

/** Flowise's MySQL record manager: kept and saved as it is; this server has no MySQL client to run it. */
export const MySQLRecordManager = defineNode({
  name: 'MySQLRecordManager',
  label: 'MySQL Record Manager',
  version: 1,
  type: 'MySQL RecordManager',
  category: NodeCategories.RecordManager,
  description:
    'Remembers which documents an upsert wrote, in a MySQL table. Not runnable here: this server ships no MySQL client; use the Postgres or SQLite Record Manager',
  baseClasses: recordManagerClasses('MySQL RecordManager'),
  icon: 'recordmanager/MySQLRecordManager/MySQLRecordManager.svg',
  credential: { credentialNames: ['MySQLApi'] },
  inputs: [...databaseServerInputs(3306), ...recordManagerSettings],
})
