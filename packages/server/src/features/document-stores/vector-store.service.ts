import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import {
  ErrorCodes,
  type TDocumentStore,
  type TUpsertCounts,
  type TVectorQueryResult,
  type ZVectorConfigBody,
  type ZVectorQueryBody,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { ConflictError, ValidationError } from '../../errors/app-error'
import { listStoreChunks } from './document-chunks.repository'
import { updateStoreOfUnik } from './document-stores.repository'
import { getStore, refreshStoreStatus } from './document-stores.service'
import { createStoreEmbedder, embedAll, embedOne } from './store-embeddings'
import { planUpsert } from './record-plan'
import { clearRecords, insertUpsertHistory, readRecordKeys, writeRecords } from './vector-records.repository'

type Deps = Pick<AppDeps, 'db' | 'keyring' | 'config' | 'vectorIndex'>
type Scope = { unikId: string; log: FastifyBaseLogger }

/** Stores being upserted in this process (a second upsert of the same store waits its turn: 409). */
const upserting = new Set<string>()

/** The three steps (embeddings, vector store, record manager), saved on the store. */
export async function saveVectorConfig(
  deps: Deps,
  unikId: string,
  body: z.output<typeof ZVectorConfigBody>,
): Promise<TDocumentStore> {
  await getStore(deps.db, unikId, body.storeId)
  await updateStoreOfUnik(deps.db, unikId, body.storeId, {
    embedding_config: JSON.stringify(body.embedding),
    vector_store_config: JSON.stringify(body.vectorStore),
    record_manager_config: body.recordManager ? JSON.stringify(body.recordManager) : null,
  })
  return getStore(deps.db, unikId, body.storeId)
}

/**
 * Embeds the store's chunks into its vector store. With the record manager (keyed by content, see
 * record-plan.ts) unchanged chunks are skipped even after the loader was processed again, edited ones
 * are written again and (cleanup `full`/`incremental`) vectors of chunks gone are deleted; without it
 * every vector is replaced.
 */
export async function upsertStore(
  deps: Deps,
  scope: Scope,
  storeId: string,
): Promise<TUpsertCounts & { durationMs: number; totalChunks: number }> {
  const { db } = deps
  const store = await getStore(db, scope.unikId, storeId)
  if (!store.embeddingConfig || !store.vectorStoreConfig)
    throw new ValidationError('Configure the embeddings and the vector store of this store first')
  if (store.loaders.some((l) => l.status === 'SYNCING') || upserting.has(storeId))
    throw new ConflictError(
      'The store is being processed or upserted; wait until it finishes',
      ErrorCodes.DocumentStoreBusy,
    )
  upserting.add(storeId)
  const started = Date.now()
  try {
    const embedder = await createStoreEmbedder(deps, scope, store.embeddingConfig)
    const index = await deps.vectorIndex()
    await updateStoreOfUnik(db, scope.unikId, storeId, { status: 'UPSERTING' })
    const chunks = await listStoreChunks(db, scope.unikId, storeId)
    const manager = store.recordManagerConfig
    const previous = manager ? await readRecordKeys(db, storeId) : new Set<string>()
    const plan = planUpsert(chunks, previous, manager ? manager.config.cleanup : 'none')
    const vectors = await embedAll(
      embedder,
      plan.toWrite.map((t) => t.chunk.pageContent),
    )
    let result = plan.counts
    if (!manager) {
      // Without a record manager every vector is replaced.
      const numDeleted = await index.count(storeId)
      await index.removeStore(storeId)
      await clearRecords(db, storeId)
      result = { ...result, numDeleted }
    }
    await index.upsert(
      storeId,
      plan.toWrite.map((t, i) => ({
        id: t.key,
        content: t.chunk.pageContent,
        metadata: { ...t.chunk.metadata, docStoreId: storeId, loaderId: t.chunk.loaderId },
        embedding: vectors[i] ?? [],
      })),
    )
    if (plan.toDelete.length > 0) await index.remove(storeId, plan.toDelete)
    if (manager)
      await writeRecords(
        db,
        storeId,
        plan.toWrite.map((t) => t.key),
        plan.toDelete,
      )
    const durationMs = Date.now() - started
    await insertUpsertHistory(db, scope.unikId, storeId, {
      result,
      durationMs,
      config: {
        embedding: { name: store.embeddingConfig.name, config: store.embeddingConfig.config },
        vectorStore: { ...store.vectorStoreConfig, engine: index.kind },
        recordManager: store.recordManagerConfig,
      },
    })
    await updateStoreOfUnik(db, scope.unikId, storeId, { status: 'UPSERTED' })
    return { ...result, durationMs, totalChunks: chunks.length }
  } catch (e) {
    await refreshStoreStatus(db, scope.unikId, storeId, { chunksChanged: false }).catch(() => {})
    throw e
  } finally {
    upserting.delete(storeId)
  }
}

/** Retrieval test: the top K chunks nearest the query, with scores and the time taken. */
export async function queryStore(
  deps: Deps,
  scope: Scope,
  body: z.output<typeof ZVectorQueryBody>,
): Promise<TVectorQueryResult> {
  const store = await getStore(deps.db, scope.unikId, body.storeId)
  if (!store.embeddingConfig) throw new ValidationError('Configure the embeddings of this store first')
  const started = performance.now()
  const embedder = await createStoreEmbedder(deps, scope, store.embeddingConfig)
  const index = await deps.vectorIndex()
  const hits = await index.query(store.id, await embedOne(embedder, body.query), body.topK, body.filter)
  return {
    timeTaken: Math.round(performance.now() - started),
    docs: hits.map((h) => ({ id: h.id, pageContent: h.content, metadata: h.metadata, score: h.score })),
  }
}

/** Drops a deleted store's vectors (only when it had a vector store, so PostgreSQL without pgvector is fine). */
export async function removeStoreVectors(deps: Deps, store: TDocumentStore): Promise<void> {
  if (store.vectorStoreConfig) await (await deps.vectorIndex()).removeStore(store.id)
}
