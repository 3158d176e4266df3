import { createThreadSaver } from '../../agentflow/shared/thread-saver'
import { defineRuntime } from '../../runtime'
import { guardedPostgresPool } from '../../shared/postgres-pool'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { postgresAgentMemory } from './postgresAgentMemory.node.js'
import { postgresThreadStore } from './postgres-thread-store'

/** The LangGraph checkpointer over a table of the node's PostgreSQL database. */
export default defineRuntime(postgresAgentMemory, {
  kind: 'supply',
  warm: () => import('@langchain/langgraph'),
  async supply(ctx) {
    const host = getString(ctx, 'host').trim()
    const database = getString(ctx, 'database').trim()
    if (!host || !database) throw new NodeInputError(`${ctx.label}: Host and Database are required`)
    const pool = await guardedPostgresPool(ctx, { host, database }, 'postgres agent memory')
    return createThreadSaver(postgresThreadStore(pool))
  },
})
