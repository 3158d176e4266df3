import { sql, type Kysely, type Migration } from 'kysely'

// latencyBucket of features/analytics/analytics-rollup.repository.ts in SQL (a migration keeps its own copy
// of the steps: it must not change when the feature's code does).
const STEPS = [10, 11, 12, 13, 14, 16, 18, 20, 22, 25, 28, 32, 36, 40, 45, 50, 56, 63, 71, 80, 89]
const bucketSql = (column: string) => {
  const scale = `(case when ${column} < 100 then 1 when ${column} < 1000 then 10 when ${column} < 10000 then 100
    when ${column} < 100000 then 1000 when ${column} < 1000000 then 10000 else 100000 end)`
  const leading = `(${column} / ${scale})`
  const step = `(case ${[...STEPS]
    .reverse()
    .map((s) => `when ${leading} >= ${s} then ${s}`)
    .join(' ')} else 10 end)`
  return `case when ${column} < 10 then ${column} else ${step} * ${scale} end`
}

// Analytics over a million messages within the page's budget: counters per flow and UTC day, the chats
// active each day (sessions), and duration histograms per flow, node and day (p50/p95), kept up to date
// where messages and runs are stored, and filled here from what is stored already. The wide covering
// indexes of 0015-analytics are replaced by these (they cost every write and no query reads them now).
export const analyticsRollup: Migration = {
  async up(db: Kysely<unknown>) {
    const flowRef = 'chat_flows.id'
    await db.schema
      .createTable('analytics_daily')
      .addColumn('chatflow_id', 'text', (c) => c.notNull().references(flowRef).onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('unik_id', 'text', (c) => c.notNull().references('uniks.id').onDelete('cascade'))
      .addColumn('messages', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('questions', 'integer', (c) => c.notNull().defaultTo(0))
      // Chats active that day (each counted once a day, as analytics_chat_days holds them).
      .addColumn('sessions', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('runs', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('errors', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('input_tokens', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('output_tokens', 'bigint', (c) => c.notNull().defaultTo(0))
      .addColumn('cost_nano_usd', 'bigint', (c) => c.notNull().defaultTo(0))
      .addPrimaryKeyConstraint('analytics_daily_pk', ['chatflow_id', 'day'])
      .execute()
    await db.schema
      .createIndex('analytics_daily_unik_idx')
      .on('analytics_daily')
      .columns(['unik_id', 'day'])
      .execute()

    await db.schema
      .createTable('analytics_chat_days')
      .addColumn('chatflow_id', 'text', (c) => c.notNull().references(flowRef).onDelete('cascade'))
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('chat_id', 'text', (c) => c.notNull())
      .addColumn('unik_id', 'text', (c) => c.notNull().references('uniks.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('analytics_chat_days_pk', ['chatflow_id', 'day', 'chat_id'])
      .execute()
    await db.schema
      .createIndex('analytics_chat_days_unik_idx')
      .on('analytics_chat_days')
      .columns(['unik_id', 'day', 'chatflow_id', 'chat_id'])
      .execute()

    await db.schema
      .createTable('analytics_latency')
      .addColumn('chatflow_id', 'text', (c) => c.notNull().references(flowRef).onDelete('cascade'))
      // '' for the whole run, else the node's id.
      .addColumn('node_id', 'text', (c) => c.notNull())
      .addColumn('day', 'text', (c) => c.notNull())
      .addColumn('bucket', 'integer', (c) => c.notNull())
      .addColumn('unik_id', 'text', (c) => c.notNull().references('uniks.id').onDelete('cascade'))
      .addColumn('label', 'text', (c) => c.notNull())
      .addColumn('node_name', 'text', (c) => c.notNull())
      .addColumn('n', 'integer', (c) => c.notNull())
      .addColumn('errors', 'integer', (c) => c.notNull())
      .addColumn('input_tokens', 'bigint', (c) => c.notNull())
      .addColumn('output_tokens', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('analytics_latency_pk', ['chatflow_id', 'node_id', 'day', 'bucket'])
      .execute()
    // Covering: the page's query reads only this index (SQLite would otherwise fetch every row by rowid).
    await db.schema
      .createIndex('analytics_latency_unik_idx')
      .on('analytics_latency')
      .columns([
        'unik_id',
        'day',
        'chatflow_id',
        'node_id',
        'bucket',
        'n',
        'errors',
        'input_tokens',
        'output_tokens',
        'label',
        'node_name',
      ])
      .execute()

    // What is stored already: every message (deleted ones too: analytics counts what happened) and run.
    await sql`insert into analytics_daily (chatflow_id, day, unik_id, messages, questions, sessions)
      select chatflow_id, substr(created_at, 1, 10), max(unik_id), count(*),
        sum(case when role = 'userMessage' then 1 else 0 end), count(distinct chat_id)
      from chat_messages group by chatflow_id, substr(created_at, 1, 10)`.execute(db)
    await sql`insert into analytics_daily (chatflow_id, day, unik_id, runs, errors, input_tokens, output_tokens, cost_nano_usd)
      select chatflow_id, substr(started_at, 1, 10), max(unik_id), count(*),
        sum(case when status = 'success' then 0 else 1 end), sum(input_tokens), sum(output_tokens), sum(cost_nano_usd)
      from run_traces group by chatflow_id, substr(started_at, 1, 10)
      on conflict (chatflow_id, day) do update set runs = excluded.runs, errors = excluded.errors,
        input_tokens = excluded.input_tokens, output_tokens = excluded.output_tokens,
        cost_nano_usd = excluded.cost_nano_usd`.execute(db)
    await sql`insert into analytics_chat_days (chatflow_id, day, chat_id, unik_id)
      select chatflow_id, substr(created_at, 1, 10), chat_id, max(unik_id)
      from chat_messages group by chatflow_id, substr(created_at, 1, 10), chat_id`.execute(db)
    await sql`insert into analytics_latency (chatflow_id, node_id, day, bucket, unik_id, label, node_name, n, errors,
        input_tokens, output_tokens)
      select chatflow_id, '', substr(started_at, 1, 10), ${sql.raw(bucketSql('duration_ms'))}, max(unik_id), '', '',
        count(*), sum(case when status = 'success' then 0 else 1 end), sum(input_tokens), sum(output_tokens)
      from run_traces group by chatflow_id, substr(started_at, 1, 10), ${sql.raw(bucketSql('duration_ms'))}`.execute(
      db,
    )
    await sql`insert into analytics_latency (chatflow_id, node_id, day, bucket, unik_id, label, node_name, n, errors,
        input_tokens, output_tokens)
      select chatflow_id, node_id, substr(started_at, 1, 10), ${sql.raw(bucketSql('duration_ms'))}, max(unik_id),
        max(label), max(node_name), count(*), sum(failed), sum(input_tokens), sum(output_tokens)
      from run_nodes group by chatflow_id, node_id, substr(started_at, 1, 10), ${sql.raw(bucketSql('duration_ms'))}`.execute(
      db,
    )

    for (const index of [
      'chat_messages_unik_time_idx',
      'run_traces_unik_time_idx',
      'run_nodes_unik_time_idx',
    ])
      await db.schema.dropIndex(index).ifExists().execute()
  },

  async down(db: Kysely<unknown>) {
    for (const table of ['analytics_latency', 'analytics_chat_days', 'analytics_daily'])
      await db.schema.dropTable(table).ifExists().execute()
  },
}
