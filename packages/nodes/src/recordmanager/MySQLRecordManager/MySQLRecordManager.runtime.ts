import { defineRuntime } from '../../runtime'
import { NodeInputError } from '../../shared/read-inputs'
import { MySQLRecordManager } from './MySQLRecordManager.node.js'

export default defineRuntime(MySQLRecordManager, {
  kind: 'supply',
  async supply(ctx) {
    throw new NodeInputError(
      `${ctx.label} needs a MySQL client (the mysql2 package), which this server does not ship; use the Postgres or SQLite Record Manager instead`,
    )
  },
})
