import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { TDocumentChunk } from '@unikflow/graph'
import { likePattern, toCount, type DB } from '../../db/schema'
import type { DocumentStoreChunksTable } from '../../db/schema-knowledge'
import { columnSchemas, parseJsonColumn } from './json-columns'

export type NewChunk = { pageContent: string; metadata: Record<string, unknown> }

const toChunk = (row: Selectable<DocumentStoreChunksTable>): TDocumentChunk => ({
  id: row.id,
  storeId: row.store_id,
  loaderId: row.loader_id,
  chunkNo: row.chunk_no,
  pageContent: row.page_content,
  metadata: parseJsonColumn(row.metadata, columnSchemas.metadata) ?? {},
})

type LoaderIds = { unikId: string; storeId: string; loaderId: string }

/** Forgets the chunks staged for a loader (a processing that failed or was cut short by a restart). */
export async function clearStagedChunks(db: Kysely<DB>, loaderIds: readonly string[]): Promise<void> {
  if (loaderIds.length === 0) return
  await db.deleteFrom('document_store_chunk_staging').where('loader_id', 'in', loaderIds).execute()
}

/**
 * Writes a batch of a loader's new chunks, numbered from `firstNo`, where readers do not see them yet.
 * Statements of 500 rows keep under the databases' bound-parameter limits.
 */
export async function stageChunks(
  db: Kysely<DB>,
  ids: LoaderIds,
  firstNo: number,
  chunks: readonly NewChunk[],
): Promise<void> {
  for (let i = 0; i < chunks.length; i += 500)
    await db
      .insertInto('document_store_chunk_staging')
      .values(
        chunks.slice(i, i + 500).map((c, j) => ({
          id: randomUUID(),
          unik_id: ids.unikId,
          store_id: ids.storeId,
          loader_id: ids.loaderId,
          chunk_no: firstNo + i + j,
          page_content: c.pageContent,
          metadata: JSON.stringify(c.metadata),
        })),
      )
      .execute()
}

/**
 * Replaces a loader's chunks with its staged ones in one transaction (copied inside the database, never
 * through this process): readers see the old chunks or the new, never a mix.
 */
export async function commitStagedChunks(
  db: Kysely<DB>,
  ids: LoaderIds,
  onTransaction: (trx: Kysely<DB>) => Promise<void>,
): Promise<void> {
  const columns = ['id', 'unik_id', 'store_id', 'loader_id', 'chunk_no', 'page_content', 'metadata'] as const
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('document_store_chunks')
      .where('unik_id', '=', ids.unikId)
      .where('loader_id', '=', ids.loaderId)
      .execute()
    await trx
      .insertInto('document_store_chunks')
      .columns(columns)
      .expression(
        trx
          .selectFrom('document_store_chunk_staging')
          .select(columns)
          .where('unik_id', '=', ids.unikId)
          .where('loader_id', '=', ids.loaderId),
      )
      .execute()
    await clearStagedChunks(trx, [ids.loaderId])
    await onTransaction(trx)
  })
}

export async function pageLoaderChunks(
  db: Kysely<DB>,
  unikId: string,
  loaderId: string,
  page: { offset: number; limit: number; q: string | undefined },
): Promise<{ chunks: TDocumentChunk[]; count: number }> {
  let query = db
    .selectFrom('document_store_chunks')
    .where('unik_id', '=', unikId)
    .where('loader_id', '=', loaderId)
  if (page.q) {
    const pattern = likePattern(page.q)
    query = query.where((eb) => eb(eb.fn('lower', ['page_content']), 'like', pattern))
  }
  const [rows, total] = await Promise.all([
    query.selectAll().orderBy('chunk_no').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { chunks: rows.map(toChunk), count: toCount(total.n) }
}

export async function findChunk(
  db: Kysely<DB>,
  unikId: string,
  loaderId: string,
  chunkId: string,
): Promise<TDocumentChunk | undefined> {
  const row = await db
    .selectFrom('document_store_chunks')
    .selectAll()
    .where('unik_id', '=', unikId)
    .where('loader_id', '=', loaderId)
    .where('id', '=', chunkId)
    .executeTakeFirst()
  return row && toChunk(row)
}

export async function updateChunkOfUnik(
  db: Kysely<DB>,
  unikId: string,
  chunkId: string,
  fields: { page_content: string; metadata: string },
): Promise<void> {
  await db
    .updateTable('document_store_chunks')
    .set(fields)
    .where('unik_id', '=', unikId)
    .where('id', '=', chunkId)
    .execute()
}

export async function deleteChunkOfUnik(db: Kysely<DB>, unikId: string, chunkId: string): Promise<void> {
  await db
    .deleteFrom('document_store_chunks')
    .where('unik_id', '=', unikId)
    .where('id', '=', chunkId)
    .execute()
}

/** Chunk count and characters of a loader, after an edit. */
export async function loaderTotals(db: Kysely<DB>, loaderId: string) {
  const row = await db
    .selectFrom('document_store_chunks')
    .select((eb) => [
      eb.fn.countAll<string | number>().as('n'),
      eb.fn.sum<string | number | null>(eb.fn('length', ['page_content'])).as('chars'),
    ])
    .where('loader_id', '=', loaderId)
    .executeTakeFirstOrThrow()
  return { total_chunks: toCount(row.n), total_chars: toCount(row.chars ?? 0) }
}

/** Every chunk of a store, in loader and chunk order (upserts and the Document Store node read them). */
export async function listStoreChunks(db: Kysely<DB>, unikId: string, storeId: string) {
  const rows = await db
    .selectFrom('document_store_chunks')
    .selectAll()
    .where('unik_id', '=', unikId)
    .where('store_id', '=', storeId)
    .orderBy('loader_id')
    .orderBy('chunk_no')
    .execute()
  return rows.map(toChunk)
}
