import type { Kysely, Migration } from 'kysely'

// Drafts and releases, on the version history: a release is a saved version (flow_versions) given a
// release number and a note, kept whatever the retention. A flow that releases explicitly serves its
// live release (chat_flows.live_release) outside the canvas; one that does not serves every save, as
// before. Runs and messages record the release they ran on (null: the draft, or a flow without releases).
export const releases: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('chat_flows')
      .addColumn('release_explicitly', 'integer', (c) => c.notNull().defaultTo(0))
      .execute()
    await db.schema.alterTable('chat_flows').addColumn('live_release', 'integer').execute()
    await db.schema.alterTable('flow_versions').addColumn('release', 'integer').execute()
    await db.schema.alterTable('flow_versions').addColumn('release_note', 'text').execute()
    await db.schema.alterTable('flow_versions').addColumn('released_at', 'text').execute()
    await db.schema.alterTable('flow_versions').addColumn('released_by', 'text').execute()
    // Unique per flow; versions that are not releases (null) do not collide on either database.
    await db.schema
      .createIndex('flow_versions_flow_release_idx')
      .on('flow_versions')
      .columns(['chatflow_id', 'release'])
      .unique()
      .execute()
    await db.schema.alterTable('chat_messages').addColumn('release', 'integer').execute()
    await db.schema.alterTable('run_traces').addColumn('release', 'integer').execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('run_traces').dropColumn('release').execute()
    await db.schema.alterTable('chat_messages').dropColumn('release').execute()
    await db.schema.dropIndex('flow_versions_flow_release_idx').execute()
    for (const column of ['released_by', 'released_at', 'release_note', 'release'])
      await db.schema.alterTable('flow_versions').dropColumn(column).execute()
    await db.schema.alterTable('chat_flows').dropColumn('live_release').execute()
    await db.schema.alterTable('chat_flows').dropColumn('release_explicitly').execute()
  },
}
