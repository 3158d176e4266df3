import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type {
  TExportedChunk,
  TExportedDocumentStore,
  TExportedTemplate,
  TImportChunk,
  TImportDocumentStore,
  TImportTemplate,
} from '@unikflow/graph'
import { ZTemplateType } from '@unikflow/graph'
import { nowIso, type DB } from '../../db/schema'
import { storeNamesOfUnik } from './export-import.repository'
import { freeName } from './read-import-file'

// The export's extra kinds: document stores (their loaders' settings and chunks — files, credentials and
// vectors stay behind; an upsert after the import rebuilds the vectors) and my templates.

const CHUNK_BATCH = 200
const CREDENTIAL_KEYS = new Set(['credential', 'credentialId', 'FLOWISE_CREDENTIAL_ID'])

/** A JSON text without credential references anywhere inside it. */
function withoutCredentials(text: string | null): string | null {
  if (text === null) return null
  const strip = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(strip)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .filter(([k]) => !CREDENTIAL_KEYS.has(k))
              .map(([k, v]) => [k, strip(v)]),
          )
        : value
  try {
    return JSON.stringify(strip(JSON.parse(text)))
  } catch {
    return null
  }
}

export async function exportStores(
  db: Kysely<DB>,
  unikId: string,
): Promise<{ DocumentStore: TExportedDocumentStore[]; DocumentStoreFileChunk: TExportedChunk[] }> {
  const [stores, loaders, chunks] = await Promise.all([
    db
      .selectFrom('document_stores')
      .selectAll()
      .where('unik_id', '=', unikId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('document_store_loaders')
      .selectAll()
      .where('unik_id', '=', unikId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('document_store_chunks')
      .selectAll()
      .where('unik_id', '=', unikId)
      .orderBy('loader_id')
      .orderBy('chunk_no')
      .execute(),
  ])
  return {
    DocumentStore: stores.map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      status: s.status,
      // Flowise's loader fields: the node names as loaderId/splitterId.
      loaders: JSON.stringify(
        loaders
          .filter((l) => l.store_id === s.id)
          .map((l) => ({
            id: l.id,
            loaderId: l.loader_name,
            loaderName: l.loader_name,
            loaderConfig: JSON.parse(withoutCredentials(l.loader_config) ?? '{}') as unknown,
            splitterId: l.splitter_name,
            splitterName: l.splitter_name,
            splitterConfig: JSON.parse(withoutCredentials(l.splitter_config) ?? '{}') as unknown,
            totalChunks: l.total_chunks,
            totalChars: l.total_chars,
            status: l.status,
          })),
      ),
      embeddingConfig: withoutCredentials(s.embedding_config),
      vectorStoreConfig: withoutCredentials(s.vector_store_config),
      recordManagerConfig: withoutCredentials(s.record_manager_config),
      createdDate: s.created_at,
      updatedDate: s.updated_at,
    })),
    DocumentStoreFileChunk: chunks.map((c) => ({
      id: c.id,
      docId: c.loader_id,
      storeId: c.store_id,
      chunkNo: c.chunk_no,
      pageContent: c.page_content,
      metadata: c.metadata,
    })),
  }
}

const words = (value: TImportTemplate['usecases']): string[] => {
  if (Array.isArray(value)) return value
  if (typeof value !== 'string' || value.trim() === '') return []
  try {
    const parsed: unknown = JSON.parse(value)
    return Array.isArray(parsed) ? parsed.filter((w): w is string => typeof w === 'string') : [value]
  } catch {
    return [value]
  }
}

export async function exportTemplates(db: Kysely<DB>, unikId: string): Promise<TExportedTemplate[]> {
  const rows = await db
    .selectFrom('custom_templates')
    .selectAll()
    .where('unik_id', '=', unikId)
    .orderBy('created_at')
    .execute()
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    flowData: r.flow_data,
    description: r.description,
    badge: r.badge,
    usecases: words(r.usecases),
    tags: words(r.tags),
    framework: words(r.framework),
    type: r.type,
    createdDate: r.created_at,
  }))
}

type LoaderOfFile = {
  id?: unknown
  loaderId?: unknown
  loaderName?: unknown
  loaderConfig?: unknown
  splitterId?: unknown
  splitterName?: unknown
  splitterConfig?: unknown
}

/** The file's `loaders` JSON text; fields are read one by one (str/json), so the shape is only a hint. */
function loadersOf(text: string | null | undefined): LoaderOfFile[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]')
    return Array.isArray(parsed) ? (parsed as LoaderOfFile[]) : []
  } catch {
    return []
  }
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined)
const json = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v ?? {}))

/**
 * The file's stores into the unik (ids from `newId`, so flows reading a store by id follow it), their
 * loaders and chunks under new ids. Files were not exported: a store with chunks is processed (SYNC), one
 * without is STALE until its files are added again.
 */
export async function importStores(
  trx: Kysely<DB>,
  unikId: string,
  stores: readonly TImportDocumentStore[],
  chunks: readonly TImportChunk[],
  newId: (id: string) => string,
): Promise<number> {
  const now = nowIso()
  // A store whose name the unik already uses gets " (1)", as an imported flow does.
  const names = await storeNamesOfUnik(trx, unikId)
  for (const store of stores) {
    const storeId = newId(store.id)
    const loaders = loadersOf(store.loaders)
    const ofStore = chunks.filter((c) => c.storeId === store.id)
    const fileLoaderIds = new Set(loaders.map((l) => str(l.id)))
    const withChunks = ofStore.some((c) => fileLoaderIds.has(c.docId))
    // The store first: its loaders and chunks refer to it.
    await trx
      .insertInto('document_stores')
      .values({
        id: storeId,
        unik_id: unikId,
        name: freeName(store.name, names),
        description: store.description ?? '',
        status: loaders.length === 0 ? 'EMPTY' : withChunks ? 'SYNC' : 'STALE',
        embedding_config: store.embeddingConfig ?? null,
        vector_store_config: store.vectorStoreConfig ?? null,
        record_manager_config: store.recordManagerConfig ?? null,
        created_at: store.createdDate ?? now,
        updated_at: now,
      })
      .execute()
    const loaderIds = new Map<string, string>()
    for (const loader of loaders) {
      const id = randomUUID()
      const oldId = str(loader.id)
      if (oldId) loaderIds.set(oldId, id)
      const own = ofStore.filter((c) => c.docId === oldId)
      await trx
        .insertInto('document_store_loaders')
        .values({
          id,
          unik_id: unikId,
          store_id: storeId,
          loader_name: str(loader.loaderId) ?? str(loader.loaderName) ?? 'plainText',
          loader_config: json(loader.loaderConfig),
          splitter_name: str(loader.splitterId) ?? str(loader.splitterName) ?? null,
          splitter_config: json(loader.splitterConfig),
          status: own.length > 0 ? 'SYNC' : 'STALE',
          error: null,
          progress_done: 0,
          progress_total: 0,
          progress_chunks: own.length,
          total_chunks: own.length,
          total_chars: own.reduce((n, c) => n + c.pageContent.length, 0),
          created_at: now,
          updated_at: now,
        })
        .execute()
    }
    const kept = ofStore.filter((c) => loaderIds.has(c.docId))
    const rows = kept.map((chunk, i) => ({
      id: randomUUID(),
      unik_id: unikId,
      store_id: storeId,
      loader_id: loaderIds.get(chunk.docId) ?? '',
      chunk_no: chunk.chunkNo ?? i,
      page_content: chunk.pageContent,
      metadata: typeof chunk.metadata === 'string' ? chunk.metadata : JSON.stringify(chunk.metadata ?? {}),
    }))
    // In batches: one statement per chunk would be thousands of round trips for a big store.
    for (let at = 0; at < rows.length; at += CHUNK_BATCH)
      await trx
        .insertInto('document_store_chunks')
        .values(rows.slice(at, at + CHUNK_BATCH))
        .execute()
  }
  return stores.length
}

export async function importTemplates(
  trx: Kysely<DB>,
  input: { unikId: string; userId: string },
  templates: readonly TImportTemplate[],
): Promise<number> {
  for (const template of templates) {
    const type = ZTemplateType.safeParse(template.type)
    await trx
      .insertInto('custom_templates')
      .values({
        id: randomUUID(),
        unik_id: input.unikId,
        name: template.name,
        description: template.description ?? '',
        badge: template.badge ?? null,
        usecases: JSON.stringify(words(template.usecases)),
        tags: JSON.stringify(words(template.tags)),
        framework: JSON.stringify(words(template.framework)),
        type: type.success ? type.data : 'Chatflow',
        flow_data: template.flowData,
        created_at: nowIso(),
        created_by: input.userId,
      })
      .execute()
  }
  return templates.length
}
