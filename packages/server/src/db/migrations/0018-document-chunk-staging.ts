import type { Kysely, Migration } from 'kysely'

// Chunks a loader makes while it is processed, written batch by batch as they come (a 50 MB
// file's chunks are never all in memory). Readers never see this table; when processing ends, one
// transaction replaces the loader's chunks with these and empties it. A failure or a restart leaves the
// loader's chunks as they were (what is left here is deleted).
export const documentChunkStaging: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('document_store_chunk_staging')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('unik_id', 'text', (c) => c.notNull())
      .addColumn('store_id', 'text', (c) => c.notNull().references('document_stores.id').onDelete('cascade'))
      .addColumn('loader_id', 'text', (c) => c.notNull())
      .addColumn('chunk_no', 'integer', (c) => c.notNull())
      .addColumn('page_content', 'text', (c) => c.notNull())
      .addColumn('metadata', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('document_store_chunk_staging_loader_idx')
      .on('document_store_chunk_staging')
      .columns(['loader_id', 'chunk_no'])
      .execute()
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('document_store_chunk_staging').execute()
  },
}
