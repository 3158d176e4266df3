import { defineRuntime } from '../../runtime'
import { NodeInputError } from '../../shared/read-inputs'
import { mySQLAgentMemory } from './mySQLAgentMemory.node.js'

export default defineRuntime(mySQLAgentMemory, {
  kind: 'supply',
  async supply(ctx) {
    throw new NodeInputError(
      `${ctx.label} needs a MySQL client (the mysql2 package), which this server does not ship; use the Postgres or SQLite Agent Memory instead`,
    )
  },
})
