import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { createThreadSaver } from '../../agentflow/shared/thread-saver'
import { defineRuntime } from '../../runtime'
import { getString } from '../../shared/read-inputs'
import { resolveUnikFolder } from '../../shared/unik-files'
import { sqliteAgentMemory } from './sqliteAgentMemory.node.js'
import { sqliteThreadStore } from './sqlite-thread-store'

/** The LangGraph checkpointer over a SQLite file of the unik. */
export default defineRuntime(sqliteAgentMemory, {
  kind: 'supply',
  warm: () => import('@langchain/langgraph'),
  async supply(ctx) {
    // Flowise flows name a file anywhere on their server; here it is a file inside the unik's folder.
    const file = resolveUnikFolder(
      ctx,
      'agent-memory',
      getString(ctx, 'databaseFilePath'),
      'agent-memory.sqlite',
    )
    mkdirSync(dirname(file), { recursive: true })
    return createThreadSaver(sqliteThreadStore(file))
  },
})
