import type { Kysely, Migration } from 'kysely'

// Flowise's assistant table, unik-scoped. A custom assistant also owns the chat_flows row with its id
// (type ASSISTANT) that it runs as, so its chats, keys and traces are a flow's.
export const agents: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('assistants')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('unik_id', 'text', (c) => c.notNull().references('uniks.id').onDelete('cascade'))
      .addColumn('type', 'text', (c) => c.notNull().defaultTo('CUSTOM'))
      .addColumn('details', 'text', (c) => c.notNull())
      .addColumn('credential', 'text')
      .addColumn('icon_src', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('assistants_unik_updated_idx')
      .on('assistants')
      .columns(['unik_id', 'updated_at'])
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('assistants').ifExists().execute()
  },
}
