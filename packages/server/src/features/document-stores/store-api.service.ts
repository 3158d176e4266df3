import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import {
  ErrorCodes,
  ZLoaderSaveBody,
  ZStoreApiUpsertBody,
  type TDocumentStore,
  type TStoreApiUpsertResult,
  type ZStoreApiRefreshBody,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { NotFoundError, ValidationError } from '../../errors/app-error'
import type { StreamedUpload } from './document-files'
import type { DocumentJobs } from './document-jobs'
import { processLoader, saveLoader } from './document-loaders.service'
import { getStore } from './document-stores.service'
import { upsertStore } from './vector-store.service'
import { listStoreChunks } from './document-chunks.repository'
import { applyVectorSettings, upsertTarget } from './store-api-settings'

type Scope = { unikId: string; log: FastifyBaseLogger }

/** Processes a loader and waits for its background job; a failed run is the caller's 400. */
async function processAndWait(
  deps: AppDeps,
  scope: Scope,
  ids: { storeId: string; loaderId: string },
  jobs: DocumentJobs,
): Promise<void> {
  await processLoader(deps, scope, ids, jobs)
  await jobs.settled(ids.loaderId)
  const store = await getStore(deps.db, scope.unikId, ids.storeId)
  const loader = store.loaders.find((l) => l.id === ids.loaderId)
  if (loader?.status !== 'SYNC')
    throw new ValidationError(
      loader?.error ?? 'The loader could not be processed',
      ErrorCodes.DocumentInvalid,
    )
}

type UpsertBody = z.output<typeof ZStoreApiUpsertBody>

/** The loader the files go to: the one `docId` (or `loaderId`) names, else a new one of `loader.name`. */
function chooseLoader(store: TDocumentStore, body: Omit<UpsertBody, 'files'>) {
  const loaderId = body.docId ?? body.loaderId
  const candidate = loaderId ? store.loaders.find((l) => l.id === loaderId) : undefined
  if (loaderId && !candidate) throw new NotFoundError('Document loader not found')
  const loaderName = body.loader?.name ?? candidate?.loaderName
  if (!loaderName)
    throw new ValidationError('Give docId (a loader of the store) or loader.name (the kind of a new loader)')
  // A loader of another kind than asked for is left alone: the files make a new loader.
  return { loaderName, target: candidate?.loaderName === loaderName ? candidate : undefined }
}

/** Saves the loader with the body's settings and files, processes it, then upserts the store. */
async function upsertLoader(
  deps: AppDeps,
  scope: Scope,
  store: TDocumentStore,
  body: UpsertBody,
  jobs: DocumentJobs,
  streamed: readonly StreamedUpload[],
): Promise<TStoreApiUpsertResult> {
  const { loaderName, target } = chooseLoader(store, body)
  const saveBody = ZLoaderSaveBody.parse({
    storeId: store.id,
    loaderName,
    loaderConfig: {
      ...target?.loaderConfig,
      ...body.loader?.config,
      ...(body.metadata && { metadata: JSON.stringify(body.metadata) }),
    },
    splitterName:
      body.splitter === undefined
        ? (target?.splitterName ?? 'recursiveCharacterTextSplitter')
        : (body.splitter?.name ?? null),
    splitterConfig: body.splitter?.config ?? target?.splitterConfig ?? {},
    files: body.files,
    ...(target && { loaderId: target.id }),
    removeFileIds: body.replaceExisting && target ? target.files.map((f) => f.id) : [],
  })
  const saved = await saveLoader(deps, scope, saveBody, jobs, streamed)
  await processAndWait(deps, scope, { storeId: store.id, loaderId: saved.id }, jobs)
  const counts = await upsertStore(deps, scope, store.id)
  const chunks = await listStoreChunks(deps.db, scope.unikId, store.id)
  const addedDocs = chunks
    .filter((c) => c.loaderId === saved.id)
    .map((c) => ({ pageContent: c.pageContent, metadata: c.metadata }))
  return { ...counts, docId: saved.id, storeId: store.id, addedDocs }
}

/**
 * One call for scripts (Flowise's upsert API): the files and settings go to a loader of the store (or of a
 * new store), which is processed, then the store is upserted with its vector settings (and the body's).
 */
export async function upsertThroughApi(
  deps: AppDeps,
  scope: Scope,
  storeId: string,
  body: UpsertBody,
  jobs: DocumentJobs,
  form: { streamed: readonly StreamedUpload[] } = { streamed: [] },
): Promise<TStoreApiUpsertResult> {
  const found = await upsertTarget(deps, scope, storeId, body)
  const store = await applyVectorSettings(deps, scope, found, body)
  return upsertLoader(deps, scope, store, body, jobs, form.streamed)
}

/**
 * Flowise's refresh API: each item (a loader by `docId`, with settings to change) is read again and the
 * store upserted, one answer per item; without items, every loader of the store.
 */
export async function refreshItemsThroughApi(
  deps: AppDeps,
  scope: Scope,
  storeId: string,
  body: z.output<typeof ZStoreApiRefreshBody>,
  jobs: DocumentJobs,
): Promise<TStoreApiUpsertResult[]> {
  const store = await getStore(deps.db, scope.unikId, storeId)
  const items = body?.items?.length ? body.items : store.loaders.map((l) => ({ docId: l.id }))
  const results: TStoreApiUpsertResult[] = []
  for (const item of items) {
    if (!item.docId) throw new ValidationError('Each item to refresh names its loader (docId)')
    const parsed = ZStoreApiUpsertBody.parse({ ...item, createNewDocStore: false })
    const current = await applyVectorSettings(
      deps,
      scope,
      await getStore(deps.db, scope.unikId, storeId),
      parsed,
    )
    results.push(await upsertLoader(deps, scope, current, parsed, jobs, []))
  }
  return results
}

/** Reads every loader of the store again (files, pages), then upserts: the "refresh" of the API. */
export async function refreshThroughApi(deps: AppDeps, scope: Scope, storeId: string, jobs: DocumentJobs) {
  const store = await getStore(deps.db, scope.unikId, storeId)
  for (const loader of store.loaders)
    await processAndWait(deps, scope, { storeId, loaderId: loader.id }, jobs)
  return upsertStore(deps, scope, storeId)
}
