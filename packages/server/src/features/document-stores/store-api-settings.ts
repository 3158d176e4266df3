import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import { ZVectorConfigBody, type TDocumentStore, type ZStoreApiUpsertBody } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { ValidationError } from '../../errors/app-error'
import { createStore, getStore } from './document-stores.service'
import { saveVectorConfig } from './vector-store.service'

type Body = Omit<z.output<typeof ZStoreApiUpsertBody>, 'files'>
type Scope = { unikId: string; log: FastifyBaseLogger }

/** The one vector store document stores write to (sqlite-vec or pgvector, in the server's database). */
const OWN_VECTOR_STORE = 'unikflowVectorStore'

/** The store an upsert goes to: the one named, or a new one when `createNewDocStore` asks for it. */
export async function upsertTarget(
  deps: Pick<AppDeps, 'db'>,
  scope: Scope,
  storeId: string,
  body: Pick<Body, 'createNewDocStore' | 'docStore'>,
): Promise<TDocumentStore> {
  if (!body.createNewDocStore) return getStore(deps.db, scope.unikId, storeId)
  return createStore(deps.db, scope.unikId, {
    name: body.docStore?.name ?? `Document Store ${new Date().toISOString()}`,
    description: body.docStore?.description ?? '',
  })
}

function embeddingOf(store: TDocumentStore, body: Body) {
  const saved = store.embeddingConfig
  const name = body.embedding?.name ?? saved?.name
  if (!name) throw new ValidationError('Give embedding.name: the store has no embeddings configured yet')
  const same = saved?.name === name
  const credential = body.embedding?.credential ?? (same ? saved.credential : undefined)
  return {
    name,
    config: { ...(same ? saved.config : {}), ...body.embedding?.config },
    ...(credential ? { credential } : {}),
  }
}

/** Flowise's record managers (Postgres, MySQL, SQLite) are all this server's own: their cleanup mode is kept. */
function recordManagerOf(store: TDocumentStore, body: Body) {
  if (!body.recordManager) return store.recordManagerConfig
  const cleanup = body.recordManager.config.cleanup ?? store.recordManagerConfig?.config.cleanup ?? 'full'
  return { name: 'unikflowRecordManager' as const, config: { cleanup } }
}

/**
 * The upsert's `embedding`, `vectorStore` and `recordManager` merged into the store's saved settings
 * (as Flowise: a name replaces, a config is laid over the saved one) and saved. A vector store other
 * than the server's own is refused with its name, never silently dropped.
 */
export async function applyVectorSettings(
  deps: AppDeps,
  scope: Scope,
  store: TDocumentStore,
  body: Body,
): Promise<TDocumentStore> {
  if (!body.embedding && !body.vectorStore && !body.recordManager) return store
  const vectorName = body.vectorStore?.name
  if (vectorName && vectorName !== OWN_VECTOR_STORE)
    throw new ValidationError(
      `Vector store "${vectorName}" is not available for document stores here: they keep their vectors in ${OWN_VECTOR_STORE} (sqlite-vec or pgvector in the server's database)`,
    )
  const parsed = ZVectorConfigBody.safeParse({
    storeId: store.id,
    embedding: embeddingOf(store, body),
    vectorStore: {
      name: OWN_VECTOR_STORE,
      config: { ...store.vectorStoreConfig?.config, ...body.vectorStore?.config },
    },
    recordManager: recordManagerOf(store, body),
  })
  if (!parsed.success)
    throw new ValidationError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '))
  return saveVectorConfig(deps, scope.unikId, parsed.data)
}
