import { defineRuntime } from '../../runtime'
import { guardedMysqlQuery } from '../../shared/mysql-query'
import { getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { tableNameOf, tableRecordManager } from '../record-manager'
import { MySQLRecordManager } from './MySQLRecordManager.node.js'
import { mysqlRecordTable } from './mysql-record-table'

export default defineRuntime(MySQLRecordManager, {
  kind: 'supply',
  async supply(ctx) {
    const host = getString(ctx, 'host').trim()
    const database = getString(ctx, 'database').trim()
    if (!host || !database) throw new NodeInputError(`${ctx.label}: Host and Database are required`)
    const query = await guardedMysqlQuery(ctx, { host, database, port: getNumber(ctx, 'port', 3306) })
    return tableRecordManager(ctx, mysqlRecordTable(query, tableNameOf(ctx), getString(ctx, 'namespace')))
  },
})
