import type { Kysely, Migration } from 'kysely'

// Document stores: stores, their loaders (node + splitter settings), the files given to loaders
// (base64 text, so both databases store them alike), the chunks processing made, the record manager's
// hash per upserted chunk, and the upsert history. Vectors live in a table the vector index creates on
// first use (sqlite-vec needs no schema; pgvector needs its extension, which a server may not have).
export const knowledge: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('document_stores')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('unik_id', 'text', (c) => c.notNull().references('uniks.id').onDelete('cascade'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('embedding_config', 'text')
      .addColumn('vector_store_config', 'text')
      .addColumn('record_manager_config', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema.createIndex('document_stores_unik_idx').on('document_stores').column('unik_id').execute()

    await db.schema
      .createTable('document_store_loaders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('unik_id', 'text', (c) => c.notNull())
      .addColumn('store_id', 'text', (c) => c.notNull().references('document_stores.id').onDelete('cascade'))
      .addColumn('loader_name', 'text', (c) => c.notNull())
      .addColumn('loader_config', 'text', (c) => c.notNull())
      .addColumn('splitter_name', 'text')
      .addColumn('splitter_config', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('progress_done', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('progress_total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('progress_chunks', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total_chunks', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total_chars', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('document_store_loaders_store_idx')
      .on('document_store_loaders')
      .column('store_id')
      .execute()

    await db.schema
      .createTable('document_store_files')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('unik_id', 'text', (c) => c.notNull())
      .addColumn('loader_id', 'text', (c) =>
        c.notNull().references('document_store_loaders.id').onDelete('cascade'),
      )
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('mime', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('document_store_files_loader_idx')
      .on('document_store_files')
      .column('loader_id')
      .execute()

    await db.schema
      .createTable('document_store_chunks')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('unik_id', 'text', (c) => c.notNull())
      .addColumn('store_id', 'text', (c) => c.notNull().references('document_stores.id').onDelete('cascade'))
      .addColumn('loader_id', 'text', (c) => c.notNull())
      .addColumn('chunk_no', 'integer', (c) => c.notNull())
      .addColumn('page_content', 'text', (c) => c.notNull())
      .addColumn('metadata', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('document_store_chunks_loader_idx')
      .on('document_store_chunks')
      .columns(['loader_id', 'chunk_no'])
      .execute()
    await db.schema
      .createIndex('document_store_chunks_store_idx')
      .on('document_store_chunks')
      .column('store_id')
      .execute()

    await db.schema
      .createTable('document_store_records')
      .addColumn('store_id', 'text', (c) => c.notNull().references('document_stores.id').onDelete('cascade'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('document_store_records_pk', ['store_id', 'key'])
      .execute()

    await db.schema
      .createTable('document_store_upserts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('unik_id', 'text', (c) => c.notNull())
      .addColumn('store_id', 'text', (c) => c.notNull().references('document_stores.id').onDelete('cascade'))
      .addColumn('result', 'text', (c) => c.notNull())
      .addColumn('config', 'text', (c) => c.notNull())
      .addColumn('duration_ms', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createIndex('document_store_upserts_store_idx')
      .on('document_store_upserts')
      .columns(['store_id', 'created_at'])
      .execute()
  },

  async down(db: Kysely<unknown>) {
    for (const table of [
      'document_store_upserts',
      'document_store_records',
      'document_store_chunks',
      'document_store_files',
      'document_store_loaders',
      'document_stores',
    ])
      await db.schema.dropTable(table).execute()
  },
}
