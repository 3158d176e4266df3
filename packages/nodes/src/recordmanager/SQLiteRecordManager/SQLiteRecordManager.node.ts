import { NodeCategories } from '../../categories'
import { defineNode } from '../../define-node'
import { recordManagerClasses, recordManagerSettings } from '../record-manager-inputs'

/** Records of what a vector store upsert wrote, in a SQLite file of the unik. */
export const SQLiteRecordManager = defineNode({
  name: 'SQLiteRecordManager',
  label: 'SQLite Record Manager',
  version: 1.1,
  type: 'SQLite RecordManager',
  category: NodeCategories.RecordManager,
  description:
    'Remembers which documents an upsert wrote to the vector store, in a SQLite file of the unik, so unchanged ones are not written again',
  baseClasses: recordManagerClasses('SQLite RecordManager'),
  icon: 'recordmanager/SQLiteRecordManager/SQLiteRecordManager.svg',
  inputs: [
    {
      label: 'Database File Path',
      name: 'databaseFilePath',
      type: 'string',
      description: 'A file name inside the unik’s record-managers folder; empty: records.sqlite',
      placeholder: 'records.sqlite',
    },
    {
      label: 'Additional Connection Configuration',
      name: 'additionalConfig',
      type: 'json',
      description: 'Kept for Flowise flows; not used here',
      additionalParams: true,
      optional: true,
    },
    ...recordManagerSettings,
  ],
})
