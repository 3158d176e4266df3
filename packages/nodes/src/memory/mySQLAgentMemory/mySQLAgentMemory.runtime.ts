import { createThreadSaver } from '../../agentflow/shared/thread-saver'
import { defineRuntime } from '../../runtime'
import { guardedMysqlQuery } from '../../shared/mysql-query'
import { getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { mySQLAgentMemory } from './mySQLAgentMemory.node.js'
import { mysqlThreadStore } from './mysql-thread-store'

/** The LangGraph checkpointer over a table of the node's MySQL database. */
export default defineRuntime(mySQLAgentMemory, {
  kind: 'supply',
  warm: () => import('@langchain/langgraph'),
  async supply(ctx) {
    const host = getString(ctx, 'host').trim()
    const database = getString(ctx, 'database').trim()
    if (!host || !database) throw new NodeInputError(`${ctx.label}: Host and Database are required`)
    const query = await guardedMysqlQuery(ctx, { host, database, port: getNumber(ctx, 'port', 3306) })
    return createThreadSaver(mysqlThreadStore(query))
  },
})
