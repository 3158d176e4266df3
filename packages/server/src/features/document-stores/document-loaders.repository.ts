import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable, Updateable } from 'kysely'
import { nowIso, type DB } from '../../db/schema'
import type { DocumentStoreLoadersTable } from '../../db/schema-knowledge'
import { insertFile, readFileParts } from './document-file-parts.repository'

export type LoaderRow = Selectable<DocumentStoreLoadersTable>
export type LoaderUpdate = Omit<Updateable<DocumentStoreLoadersTable>, 'id' | 'unik_id' | 'store_id'>

export async function findLoaderRow(
  db: Kysely<DB>,
  unikId: string,
  storeId: string,
  loaderId: string,
): Promise<LoaderRow | undefined> {
  return db
    .selectFrom('document_store_loaders')
    .selectAll()
    .where('unik_id', '=', unikId)
    .where('store_id', '=', storeId)
    .where('id', '=', loaderId)
    .executeTakeFirst()
}

export async function listLoaderStatuses(db: Kysely<DB>, storeId: string) {
  return db
    .selectFrom('document_store_loaders')
    .select(['id', 'status'])
    .where('store_id', '=', storeId)
    .execute()
}

export async function insertLoader(
  db: Kysely<DB>,
  unikId: string,
  storeId: string,
  fields: Pick<LoaderRow, 'loader_name' | 'loader_config' | 'splitter_name' | 'splitter_config'>,
): Promise<string> {
  const now = nowIso()
  const id = randomUUID()
  await db
    .insertInto('document_store_loaders')
    .values({
      id,
      unik_id: unikId,
      store_id: storeId,
      ...fields,
      status: 'NEW',
      progress_done: 0,
      progress_total: 0,
      progress_chunks: 0,
      total_chunks: 0,
      total_chars: 0,
      created_at: now,
      updated_at: now,
    })
    .execute()
  return id
}

export async function updateLoader(
  db: Kysely<DB>,
  unikId: string,
  loaderId: string,
  fields: LoaderUpdate,
): Promise<void> {
  await db
    .updateTable('document_store_loaders')
    .set({ ...fields, updated_at: nowIso() })
    .where('unik_id', '=', unikId)
    .where('id', '=', loaderId)
    .execute()
}

export async function deleteLoaderOfUnik(db: Kysely<DB>, unikId: string, loaderId: string): Promise<void> {
  await db
    .deleteFrom('document_store_chunks')
    .where('unik_id', '=', unikId)
    .where('loader_id', '=', loaderId)
    .execute()
  await db
    .deleteFrom('document_store_loaders')
    .where('unik_id', '=', unikId)
    .where('id', '=', loaderId)
    .execute()
}

/** A stored file with its bytes in hand (the loaders that read a whole file, and files being saved). */
export type StoredFile = { id: string; name: string; mime: string; size: number; data: Buffer }

export async function insertFiles(
  db: Kysely<DB>,
  unikId: string,
  loaderId: string,
  files: readonly Omit<StoredFile, 'id'>[],
): Promise<void> {
  for (const f of files) await insertFile(db, unikId, loaderId, { name: f.name, mime: f.mime }, [f.data])
}

export async function deleteFiles(
  db: Kysely<DB>,
  unikId: string,
  loaderId: string,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return
  await db
    .deleteFrom('document_store_files')
    .where('unik_id', '=', unikId)
    .where('loader_id', '=', loaderId)
    .where('id', 'in', ids)
    .execute()
}

export type StoredFileHead = Omit<StoredFile, 'data'>

/** A loader's files without their contents (processing reads each file's data when it comes to it). */
export async function listFiles(db: Kysely<DB>, unikId: string, loaderId: string): Promise<StoredFileHead[]> {
  return db
    .selectFrom('document_store_files')
    .select(['id', 'name', 'mime', 'size'])
    .where('unik_id', '=', unikId)
    .where('loader_id', '=', loaderId)
    .orderBy('created_at')
    .execute()
}

/** The given files with their contents (a file deleted meanwhile is left out); `known` gives files in hand. */
export async function withData<F extends StoredFileHead>(
  db: Kysely<DB>,
  unikId: string,
  heads: readonly F[],
  known: (head: F) => StoredFile | undefined = () => undefined,
): Promise<StoredFile[]> {
  const files: StoredFile[] = []
  for (const head of heads) {
    const inHand = known(head)
    if (inHand) {
      files.push(inHand)
      continue
    }
    // The loader node is handed a whole file (a data URL): bounded by the upload limit.
    const parts: Buffer[] = []
    for await (const part of readFileParts(db, unikId, head.id)) parts.push(part)
    if (parts.length > 0) files.push({ ...head, data: Buffer.concat(parts) })
  }
  return files
}

/** Loaders a stopped server left processing, in any unik (start-up recovery). */
export async function findInterrupted(db: Kysely<DB>) {
  return db
    .selectFrom('document_store_loaders')
    .select(['id', 'unik_id', 'store_id'])
    .where('status', '=', 'SYNCING')
    .execute()
}
