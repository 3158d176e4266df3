import type { Kysely, Migration } from 'kysely'

// Agentflow v2: an answer keeps the node runs of its execution (Flowise's `agentFlowExecutedData`), so a
// reopened conversation shows the steps the chat showed while the answer streamed.
export const agentflowSteps: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('chat_messages').addColumn('agent_flow_executed_data', 'text').execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('chat_messages').dropColumn('agent_flow_executed_data').execute()
  },
}
