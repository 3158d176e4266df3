import type { Kysely, Migration } from 'kysely'

// Flow version history: every save of a flow's graph keeps a copy (who, when, counts), pruned to the
// unik's retention (a row in flow_history_settings; none means the default).
export const lifecycle: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('flow_versions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('unik_id', 'text', (c) => c.notNull().references('uniks.id').onDelete('cascade'))
      .addColumn('chatflow_id', 'text', (c) => c.notNull().references('chat_flows.id').onDelete('cascade'))
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('flow_data', 'text', (c) => c.notNull())
      .addColumn('node_count', 'integer', (c) => c.notNull())
      .addColumn('edge_count', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .execute()
    await db.schema
      .createIndex('flow_versions_flow_version_idx')
      .on('flow_versions')
      .columns(['chatflow_id', 'version'])
      .execute()
    await db.schema
      .createTable('flow_history_settings')
      .addColumn('unik_id', 'text', (c) => c.primaryKey().references('uniks.id').onDelete('cascade'))
      .addColumn('retention', 'integer', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('flow_history_settings').ifExists().execute()
    await db.schema.dropTable('flow_versions').ifExists().execute()
  },
}
