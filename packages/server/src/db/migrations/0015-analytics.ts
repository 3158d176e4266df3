import { sql, type Kysely, type Migration } from 'kysely'

// Analytics: token usage and an estimated cost per run, one row per node of a run (for
// per-node latency without reading the trace JSON), and indexes that let every figure of the page be
// counted from an index by unik and time (covering where it matters, so SQLite never reads message text).
export const analytics: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('run_traces')
      .addColumn('input_tokens', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema
      .alterTable('run_traces')
      .addColumn('output_tokens', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    // Billionths of a dollar: exact sums on both databases (a large run can pass 2^31).
    await db.schema
      .alterTable('run_traces')
      .addColumn('cost_nano_usd', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema
      .createIndex('run_traces_unik_time_idx')
      .on('run_traces')
      .columns(['unik_id', 'started_at', 'chatflow_id', 'status', 'duration_ms'])
      .execute()

    await db.schema
      .createTable('run_nodes')
      .addColumn('run_id', 'text', (c) => c.notNull().references('run_traces.id').onDelete('cascade'))
      .addColumn('node_id', 'text', (c) => c.notNull())
      .addColumn('unik_id', 'text', (c) => c.notNull().references('uniks.id').onDelete('cascade'))
      .addColumn('chatflow_id', 'text', (c) => c.notNull().references('chat_flows.id').onDelete('cascade'))
      // The run's start, so the page's range filter needs no join.
      .addColumn('started_at', 'text', (c) => c.notNull())
      .addColumn('node_name', 'text', (c) => c.notNull())
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('failed', 'integer', (c) => c.notNull())
      .addColumn('input_tokens', 'integer', (c) => c.notNull())
      .addColumn('output_tokens', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('run_nodes_pk', ['run_id', 'node_id'])
      .execute()
    await db.schema
      .createIndex('run_nodes_unik_time_idx')
      .on('run_nodes')
      .columns(['unik_id', 'started_at', 'chatflow_id', 'node_id', 'duration_ms'])
      .execute()

    await db.schema
      .createIndex('chat_messages_unik_time_idx')
      .on('chat_messages')
      .columns(['unik_id', 'created_at', 'chatflow_id', 'chat_id', 'role', 'deleted_at'])
      .execute()
    await db.schema
      .createIndex('chat_message_feedback_unik_time_idx')
      .on('chat_message_feedback')
      .columns(['unik_id', 'created_at', 'chatflow_id', 'rating'])
      .execute()
    await db.schema
      .createIndex('leads_unik_time_idx')
      .on('leads')
      .columns(['unik_id', 'created_at', 'chatflow_id', 'points'])
      .execute()
    // Planner statistics for the new indexes (SQLite otherwise guesses and may scan the old ones).
    await sql`analyze`.execute(db)
  },

  async down(db: Kysely<unknown>) {
    for (const index of [
      'leads_unik_time_idx',
      'chat_message_feedback_unik_time_idx',
      'chat_messages_unik_time_idx',
      'run_traces_unik_time_idx',
    ])
      await db.schema.dropIndex(index).ifExists().execute()
    await db.schema.dropTable('run_nodes').ifExists().execute()
    for (const column of ['cost_nano_usd', 'output_tokens', 'input_tokens'])
      await db.schema.alterTable('run_traces').dropColumn(column).execute()
  },
}
