import { PostgresAdapter, type Kysely, type Migration } from 'kysely'

// A document-store file's bytes as binary parts of about 1 MB (BLOB on SQLite, bytea on PostgreSQL), in
// the database so queue-mode workers on other machines read them too. A file is written and read a part at
// a time, never as one 50 MB buffer or a 67 MB base64 string. Files stored before keep their base64 `data`
// (read when a file has no parts); new files leave it empty.
export const documentFileParts: Migration = {
  async up(db: Kysely<unknown>) {
    const binary = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob'
    await db.schema
      .createTable('document_store_file_parts')
      .addColumn('file_id', 'text', (c) =>
        c.notNull().references('document_store_files.id').onDelete('cascade'),
      )
      .addColumn('part_no', 'integer', (c) => c.notNull())
      .addColumn('data', binary, (c) => c.notNull())
      .addPrimaryKeyConstraint('document_store_file_parts_pk', ['file_id', 'part_no'])
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('document_store_file_parts').execute()
  },
}
