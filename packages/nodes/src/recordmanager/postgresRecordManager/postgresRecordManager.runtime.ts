import { defineRuntime } from '../../runtime'
import { guardedPostgresPool } from '../../shared/postgres-pool'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { tableNameOf, tableRecordManager } from '../record-manager'
import { postgresRecordManager } from './postgresRecordManager.node.js'
import { postgresRecordTable } from './postgres-record-table'

export default defineRuntime(postgresRecordManager, {
  kind: 'supply',
  async supply(ctx) {
    const host = getString(ctx, 'host').trim()
    const database = getString(ctx, 'database').trim()
    if (!host || !database) throw new NodeInputError(`${ctx.label}: Host and Database are required`)
    const pool = await guardedPostgresPool(ctx, { host, database }, 'postgres record manager')
    return tableRecordManager(ctx, postgresRecordTable(pool, tableNameOf(ctx), getString(ctx, 'namespace')))
  },
})
