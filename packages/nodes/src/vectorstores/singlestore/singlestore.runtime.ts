import { defineRuntime } from '../../runtime'
import { NodeInputError } from '../../shared/read-inputs'
import { singlestore } from './singlestore.node.js'

export default defineRuntime(singlestore, {
  kind: 'supply',
  async supply(ctx) {
    throw new NodeInputError(
      `${ctx.label} needs a MySQL client (the mysql2 package), which this server does not ship; use the Postgres vector store instead`,
    )
  },
})
