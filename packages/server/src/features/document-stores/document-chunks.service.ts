import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { TChunkPage, TDocumentChunk, ZChunkPageQuery, ZChunkUpdateBody } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { NotFoundError } from '../../errors/app-error'
import {
  deleteChunkOfUnik,
  findChunk,
  loaderTotals,
  pageLoaderChunks,
  updateChunkOfUnik,
} from './document-chunks.repository'
import { updateLoader } from './document-loaders.repository'
import { getStore, refreshStoreStatus } from './document-stores.service'

type Ids = { storeId: string; loaderId: string }

async function loaderOf(db: Kysely<DB>, unikId: string, ids: Ids) {
  const store = await getStore(db, unikId, ids.storeId)
  const loader = store.loaders.find((l) => l.id === ids.loaderId)
  if (!loader) throw new NotFoundError('Document loader not found')
  return { store, loader }
}

/** A page of a loader's chunks, optionally only those whose text contains `q` (case-insensitive). */
export async function listChunks(
  db: Kysely<DB>,
  unikId: string,
  ids: Ids,
  query: z.output<typeof ZChunkPageQuery>,
): Promise<TChunkPage> {
  const { store, loader } = await loaderOf(db, unikId, ids)
  const { chunks, count } = await pageLoaderChunks(db, unikId, loader.id, {
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
    q: query.q?.trim() || undefined,
  })
  return { chunks, count, currentPage: query.page, pageSize: query.pageSize, storeName: store.name, loader }
}

async function chunkOf(db: Kysely<DB>, unikId: string, ids: Ids & { chunkId: string }) {
  await loaderOf(db, unikId, ids)
  const chunk = await findChunk(db, unikId, ids.loaderId, ids.chunkId)
  if (!chunk) throw new NotFoundError('Chunk not found')
  return chunk
}

async function afterEdit(db: Kysely<DB>, unikId: string, ids: Ids) {
  await updateLoader(db, unikId, ids.loaderId, await loaderTotals(db, ids.loaderId))
  await refreshStoreStatus(db, unikId, ids.storeId, { chunksChanged: true })
}

export async function updateChunk(
  db: Kysely<DB>,
  unikId: string,
  ids: Ids & { chunkId: string },
  body: z.output<typeof ZChunkUpdateBody>,
): Promise<TDocumentChunk> {
  const chunk = await chunkOf(db, unikId, ids)
  const metadata = body.metadata ?? chunk.metadata
  await updateChunkOfUnik(db, unikId, chunk.id, {
    page_content: body.pageContent,
    metadata: JSON.stringify(metadata),
  })
  await afterEdit(db, unikId, ids)
  return { ...chunk, pageContent: body.pageContent, metadata }
}

export async function deleteChunk(db: Kysely<DB>, unikId: string, ids: Ids & { chunkId: string }) {
  const chunk = await chunkOf(db, unikId, ids)
  await deleteChunkOfUnik(db, unikId, chunk.id)
  await afterEdit(db, unikId, ids)
}
