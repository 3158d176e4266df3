import type { Kysely, Migration } from 'kysely'

// Sequential Agents: an answer keeps the steps of its run (Flowise's `agentReasoning`) and, when the run
// waits for the person, the pending approval (`action`), so a reopened conversation shows both.
export const agentMessages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('chat_messages').addColumn('agent_reasoning', 'text').execute()
    await db.schema.alterTable('chat_messages').addColumn('action', 'text').execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('chat_messages').dropColumn('action').execute()
    await db.schema.alterTable('chat_messages').dropColumn('agent_reasoning').execute()
  },
}
