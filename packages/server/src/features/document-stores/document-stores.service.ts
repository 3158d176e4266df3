import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { TDocumentStore, TDocumentStoreStatus, ZDocumentStoreCreateBody } from '@unikflow/graph'
import { ZDocumentStoreUpdateBody } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { NotFoundError } from '../../errors/app-error'
import { listLoaderStatuses } from './document-loaders.repository'
import {
  deleteStoreOfUnik,
  findStore,
  hasUpserts,
  insertStore,
  listStoresOfUnik,
  updateStoreOfUnik,
} from './document-stores.repository'

export const storeNotFound = () => new NotFoundError('Document store not found')

export const listStores = (db: Kysely<DB>, unikId: string): Promise<TDocumentStore[]> =>
  listStoresOfUnik(db, unikId)

export async function getStore(db: Kysely<DB>, unikId: string, id: string): Promise<TDocumentStore> {
  const found = await findStore(db, unikId, id)
  if (!found) throw storeNotFound()
  return found
}

export async function createStore(
  db: Kysely<DB>,
  unikId: string,
  body: z.output<typeof ZDocumentStoreCreateBody>,
): Promise<TDocumentStore> {
  return getStore(db, unikId, await insertStore(db, unikId, body))
}

export async function updateStore(
  db: Kysely<DB>,
  unikId: string,
  id: string,
  body: z.output<typeof ZDocumentStoreUpdateBody>,
): Promise<TDocumentStore> {
  if (!(await updateStoreOfUnik(db, unikId, id, body))) throw storeNotFound()
  return getStore(db, unikId, id)
}

/** Deletes the store, its loaders, files and chunks (cascade); the caller drops its vectors. */
export async function deleteStore(db: Kysely<DB>, unikId: string, id: string): Promise<void> {
  if (!(await deleteStoreOfUnik(db, unikId, id))) throw storeNotFound()
}

/**
 * The store's status from its loaders (docs: contract `DOCUMENT_STORE_STATUS_VALUES`): EMPTY without
 * loaders, SYNCING while one processes; once upserted, STALE when chunks changed since (or a loader
 * awaits processing) and UPSERTED otherwise; never upserted, SYNC when every loader is processed, else NEW.
 */
export async function refreshStoreStatus(
  db: Kysely<DB>,
  unikId: string,
  storeId: string,
  change: { chunksChanged: boolean },
): Promise<TDocumentStoreStatus> {
  const store = await findStore(db, unikId, storeId)
  if (!store) throw storeNotFound()
  const loaders = await listLoaderStatuses(db, storeId)
  let status: TDocumentStoreStatus
  if (loaders.length === 0) status = (await hasUpserts(db, storeId)) ? 'STALE' : 'EMPTY'
  else if (loaders.some((l) => l.status === 'SYNCING')) status = 'SYNCING'
  else if (await hasUpserts(db, storeId))
    status =
      change.chunksChanged || store.status === 'STALE' || loaders.some((l) => l.status !== 'SYNC')
        ? 'STALE'
        : 'UPSERTED'
  else status = loaders.every((l) => l.status === 'SYNC') ? 'SYNC' : 'NEW'
  if (status !== store.status) await updateStoreOfUnik(db, unikId, storeId, { status })
  return status
}
