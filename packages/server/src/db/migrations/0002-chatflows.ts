import type { Kysely, Migration } from 'kysely'

// Flowise's chat_flow table, unik-scoped, plus `version` (optimistic concurrency) and `node_count`
// (computed on save so lists never parse flow_data).
export const chatflows: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('chat_flows')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('unik_id', 'text', (c) => c.notNull().references('uniks.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('flow_data', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('CHATFLOW'))
      .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('deployed', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('category', 'text')
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('node_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('apikeyid', 'text')
      .addColumn('chatbot_config', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .execute()
    await db.schema
      .createIndex('chat_flows_unik_updated_idx')
      .on('chat_flows')
      .columns(['unik_id', 'updated_at'])
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('chat_flows').ifExists().execute()
  },
}
