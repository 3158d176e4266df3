import type { Kysely, Migration } from 'kysely'

// Runs after 0015-analytics-rollup (the names sort in that order). The page's two heaviest queries group
// the range's rollup rows: sessions by flow and chat (count(distinct chat_id) … group by chatflow_id) and
// latency histograms by flow, node and bucket. The `(unik_id, day, …)` indexes of 0015-analytics-rollup
// found the range's rows but left SQLite to sort all of them into groups (temporary B-trees: ~70 % of those
// queries' time over 90 days of 1M messages). These hold the rows in group order, so the groups stream out
// of the index as it is read; the days are checked on each row instead of bounding the read, so a query
// reads the unik's whole rollup (a flow's, with flowId) — cheap next to sorting, whatever the range.
export const analyticsGroupOrder: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('analytics_chat_days_unik_idx').ifExists().execute()
    await db.schema
      .createIndex('analytics_chat_days_unik_flow_idx')
      .ifNotExists()
      .on('analytics_chat_days')
      .columns(['unik_id', 'chatflow_id', 'chat_id', 'day'])
      .execute()
    await db.schema.dropIndex('analytics_latency_unik_idx').ifExists().execute()
    // Covering, as the one it replaces: the query reads only the index.
    await db.schema
      .createIndex('analytics_latency_unik_flow_idx')
      .ifNotExists()
      .on('analytics_latency')
      .columns([
        'unik_id',
        'chatflow_id',
        'node_id',
        'bucket',
        'day',
        'n',
        'errors',
        'input_tokens',
        'output_tokens',
        'label',
        'node_name',
      ])
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('analytics_latency_unik_flow_idx').ifExists().execute()
    await db.schema.dropIndex('analytics_chat_days_unik_flow_idx').ifExists().execute()
  },
}
