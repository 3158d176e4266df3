import type { Kysely, Migration } from 'kysely'

// An answer keeps the images and files its run made (Flowise's `artifacts` and `fileAnnotations`, JSON
// text; the files themselves are in `chat_uploads`), so a reopened chat shows them again.
export const messageArtifacts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('chat_messages').addColumn('artifacts', 'text').execute()
    await db.schema.alterTable('chat_messages').addColumn('file_annotations', 'text').execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('chat_messages').dropColumn('file_annotations').execute()
    await db.schema.alterTable('chat_messages').dropColumn('artifacts').execute()
  },
}
