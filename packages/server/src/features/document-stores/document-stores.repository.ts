import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { TDocumentLoader, TDocumentStore, TDocumentStoreStatus } from '@unikflow/graph'
import { nowIso, type DB } from '../../db/schema'
import type { DocumentStoreLoadersTable, DocumentStoresTable } from '../../db/schema-knowledge'
import { columnSchemas, parseJsonColumn } from './json-columns'

// Every function takes the unik id: a store or loader id alone never reaches a row of another unik.

type StoreRow = Selectable<DocumentStoresTable>
type LoaderRow = Selectable<DocumentStoreLoadersTable>
type FileInfoRow = {
  id: string
  loader_id: string
  name: string
  mime: string
  size: number
  created_at: string
}

const toLoader = (row: LoaderRow, files: readonly FileInfoRow[]): TDocumentLoader => ({
  id: row.id,
  storeId: row.store_id,
  loaderName: row.loader_name,
  loaderConfig: parseJsonColumn(row.loader_config, columnSchemas.nodeConfig) ?? {},
  splitterName: row.splitter_name,
  splitterConfig: parseJsonColumn(row.splitter_config, columnSchemas.nodeConfig) ?? {},
  files: files
    .filter((f) => f.loader_id === row.id)
    .map((f) => ({ id: f.id, name: f.name, mimePrefix: f.mime, size: f.size, uploaded: f.created_at })),
  status: row.status,
  error: row.error,
  progress: { done: row.progress_done, total: row.progress_total, chunks: row.progress_chunks },
  totalChunks: row.total_chunks,
  totalChars: row.total_chars,
  createdDate: row.created_at,
  updatedDate: row.updated_at,
})

async function loadersOf(db: Kysely<DB>, unikId: string, storeIds: readonly string[]) {
  if (storeIds.length === 0) return new Map<string, TDocumentLoader[]>()
  const rows = await db
    .selectFrom('document_store_loaders')
    .selectAll()
    .where('unik_id', '=', unikId)
    .where('store_id', 'in', storeIds)
    .orderBy('created_at')
    .execute()
  const files =
    rows.length === 0
      ? []
      : await db
          .selectFrom('document_store_files')
          .select(['id', 'loader_id', 'name', 'mime', 'size', 'created_at'])
          .where('unik_id', '=', unikId)
          .where(
            'loader_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('created_at')
          .execute()
  const byStore = new Map<string, TDocumentLoader[]>()
  for (const row of rows)
    byStore.set(row.store_id, [...(byStore.get(row.store_id) ?? []), toLoader(row, files)])
  return byStore
}

/** Chatflows of the unik whose saved flow names the store (a Document Store node picked it). */
async function whereUsed(db: Kysely<DB>, unikId: string, storeIds: readonly string[]) {
  if (storeIds.length === 0) return new Map<string, { id: string; name: string }[]>()
  const flows = await db
    .selectFrom('chat_flows')
    .select(['id', 'name', 'flow_data'])
    .where('unik_id', '=', unikId)
    .where((eb) => eb.or(storeIds.map((id) => eb('flow_data', 'like', `%${id}%`))))
    .execute()
  return new Map(
    storeIds.map((id) => [
      id,
      flows.filter((f) => f.flow_data.includes(id)).map((f) => ({ id: f.id, name: f.name })),
    ]),
  )
}

async function toStores(
  db: Kysely<DB>,
  unikId: string,
  rows: readonly StoreRow[],
): Promise<TDocumentStore[]> {
  const ids = rows.map((r) => r.id)
  const [loaders, used] = await Promise.all([loadersOf(db, unikId, ids), whereUsed(db, unikId, ids)])
  return rows.map((row) => {
    const own = loaders.get(row.id) ?? []
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      status: row.status,
      loaders: own,
      whereUsed: used.get(row.id) ?? [],
      totalChunks: own.reduce((n, l) => n + l.totalChunks, 0),
      totalChars: own.reduce((n, l) => n + l.totalChars, 0),
      embeddingConfig: parseJsonColumn(row.embedding_config, columnSchemas.embedding),
      vectorStoreConfig: parseJsonColumn(row.vector_store_config, columnSchemas.vectorStore),
      recordManagerConfig: parseJsonColumn(row.record_manager_config, columnSchemas.recordManager),
      createdDate: row.created_at,
      updatedDate: row.updated_at,
    }
  })
}

export async function listStoresOfUnik(db: Kysely<DB>, unikId: string): Promise<TDocumentStore[]> {
  const rows = await db
    .selectFrom('document_stores')
    .selectAll()
    .where('unik_id', '=', unikId)
    .orderBy('name')
    .execute()
  return toStores(db, unikId, rows)
}

export async function findStore(
  db: Kysely<DB>,
  unikId: string,
  id: string,
): Promise<TDocumentStore | undefined> {
  const row = await db
    .selectFrom('document_stores')
    .selectAll()
    .where('unik_id', '=', unikId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row && (await toStores(db, unikId, [row]))[0]
}

export async function insertStore(
  db: Kysely<DB>,
  unikId: string,
  fields: { name: string; description: string },
): Promise<string> {
  const now = nowIso()
  const id = randomUUID()
  await db
    .insertInto('document_stores')
    .values({ id, unik_id: unikId, ...fields, status: 'EMPTY', created_at: now, updated_at: now })
    .execute()
  return id
}

export type StoreFields = Partial<{
  name: string
  description: string
  status: TDocumentStoreStatus
  embedding_config: string | null
  vector_store_config: string | null
  record_manager_config: string | null
}>

export async function updateStoreOfUnik(
  db: Kysely<DB>,
  unikId: string,
  id: string,
  fields: StoreFields,
): Promise<boolean> {
  const result = await db
    .updateTable('document_stores')
    .set({ ...fields, updated_at: nowIso() })
    .where('unik_id', '=', unikId)
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function deleteStoreOfUnik(db: Kysely<DB>, unikId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('document_stores')
    .where('unik_id', '=', unikId)
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** Whether the store was ever upserted (then changed chunks make it STALE rather than SYNC). */
export async function hasUpserts(db: Kysely<DB>, storeId: string): Promise<boolean> {
  const row = await db
    .selectFrom('document_store_upserts')
    .select(sql<number>`1`.as('one'))
    .where('store_id', '=', storeId)
    .executeTakeFirst()
  return row !== undefined
}
