import { PostgresAdapter, type Kysely, type Migration } from 'kysely'

// Files a chat sent (images, files for the model): kept so a reopened chat shows them again
// (`GET /get-upload-file`). One row per flow, chat and file name, as Flowise keeps one file per name in a
// chat's folder; the bytes are BLOB on SQLite, bytea on PostgreSQL, in the database so queue-mode workers
// and every server read them. Removed with the flow or the unik.
export const chatUploads: Migration = {
  async up(db: Kysely<unknown>) {
    const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob'
    await db.schema
      .createTable('chat_uploads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('unik_id', 'text', (c) => c.notNull().references('uniks.id').onDelete('cascade'))
      .addColumn('chatflow_id', 'text', (c) => c.notNull().references('chat_flows.id').onDelete('cascade'))
      .addColumn('chat_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('data', binary, (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('chat_uploads_file_idx')
      .on('chat_uploads')
      .columns(['chatflow_id', 'chat_id', 'name'])
      .unique()
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('chat_uploads').execute()
  },
}
