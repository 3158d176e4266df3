import type { Kysely, Migration } from 'kysely'

// UPDL publications: settings per flow and technology (one row each), and every publish as a numbered
// version of the flow (numbers count across technologies, so `/p/{flowId}/v/{n}` names one). A version
// keeps the scene it was published with (never flowData), and the pre-generated page's file name.
// Leads get the points a quiz page sends.
export const publications: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('publications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('unik_id', 'text', (c) => c.notNull().references('uniks.id').onDelete('cascade'))
      .addColumn('chatflow_id', 'text', (c) => c.notNull().references('chat_flows.id').onDelete('cascade'))
      .addColumn('technology', 'text', (c) => c.notNull())
      .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('generation_mode', 'text', (c) => c.notNull())
      .addColumn('target_platforms', 'text', (c) => c.notNull())
      .addColumn('options', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('publications_flow_technology_uq', ['chatflow_id', 'technology'])
      .execute()

    await db.schema
      .createTable('publication_versions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('unik_id', 'text', (c) => c.notNull().references('uniks.id').onDelete('cascade'))
      .addColumn('chatflow_id', 'text', (c) => c.notNull().references('chat_flows.id').onDelete('cascade'))
      .addColumn('publication_id', 'text', (c) =>
        c.notNull().references('publications.id').onDelete('cascade'),
      )
      .addColumn('technology', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('generation_mode', 'text', (c) => c.notNull())
      .addColumn('target_platforms', 'text', (c) => c.notNull())
      .addColumn('options', 'text', (c) => c.notNull())
      /** The scene IR as JSON text (null for chat, and for a scheduled version until it is published). */
      .addColumn('scene', 'text')
      /** Pre-generated page: file name inside the publications directory. */
      .addColumn('html_file', 'text')
      .addColumn('scheduled_for', 'text')
      .addColumn('published_at', 'text')
      .addColumn('created_by', 'text', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addUniqueConstraint('publication_versions_flow_version_uq', ['chatflow_id', 'version'])
      .execute()
    await db.schema
      .createIndex('publication_versions_due_idx')
      .on('publication_versions')
      .columns(['status', 'scheduled_for'])
      .execute()

    await db.schema.alterTable('leads').addColumn('points', 'integer').execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('leads').dropColumn('points').execute()
    await db.schema.dropTable('publication_versions').ifExists().execute()
    await db.schema.dropTable('publications').ifExists().execute()
  },
}
