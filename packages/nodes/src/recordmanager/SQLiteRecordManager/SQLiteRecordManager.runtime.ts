import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { defineRuntime } from '../../runtime'
import { getString } from '../../shared/read-inputs'
import { resolveUnikFolder } from '../../shared/unik-files'
import { tableNameOf, tableRecordManager } from '../record-manager'
import { SQLiteRecordManager } from './SQLiteRecordManager.node.js'
import { sqliteRecordTable } from './sqlite-record-table'

export default defineRuntime(SQLiteRecordManager, {
  kind: 'supply',
  async supply(ctx) {
    // Flowise flows name a file anywhere on their server; here it is a file inside the unik's folder.
    const file = resolveUnikFolder(
      ctx,
      'record-managers',
      getString(ctx, 'databaseFilePath'),
      'records.sqlite',
    )
    mkdirSync(dirname(file), { recursive: true })
    return tableRecordManager(ctx, sqliteRecordTable(file, tableNameOf(ctx), getString(ctx, 'namespace')))
  },
})
