import type { Kysely, Migration } from 'kysely'

// "My templates": a flow or a tool saved as a template of the unik (community templates ship in the code).
// usecases, tags and framework are JSON arrays of words; flow_data is the flow's JSON or a tool's fields.
export const templates: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('custom_templates')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('unik_id', 'text', (c) => c.notNull().references('uniks.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('badge', 'text')
      .addColumn('usecases', 'text', (c) => c.notNull())
      .addColumn('tags', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('framework', 'text', (c) => c.notNull())
      .addColumn('flow_data', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .execute()
    await db.schema
      .createIndex('custom_templates_unik_idx')
      .on('custom_templates')
      .columns(['unik_id', 'created_at'])
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('custom_templates').ifExists().execute()
  },
}
