import type { Kysely, Migration } from 'kysely'

// Sequential Agents' threads: one row per conversation of a flow (`<flowId>:<sessionId>`), its recent
// LangGraph checkpoints as one JSON text, so a pending tool approval and the agents' memory outlive the
// request and the process.
export const agentThreads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('agent_threads')
      .addColumn('thread_id', 'text', (c) => c.primaryKey())
      .addColumn('unik_id', 'text', (c) => c.notNull().references('uniks.id').onDelete('cascade'))
      .addColumn('chatflow_id', 'text', (c) => c.notNull().references('chat_flows.id').onDelete('cascade'))
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('agent_threads').ifExists().execute()
  },
}
