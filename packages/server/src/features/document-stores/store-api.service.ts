import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import { ErrorCodes, ZLoaderSaveBody, type ZStoreApiUpsertBody } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { NotFoundError, ValidationError } from '../../errors/app-error'
import type { StreamedUpload } from './document-files'
import type { DocumentJobs } from './document-jobs'
import { processLoader, saveLoader } from './document-loaders.service'
import { getStore } from './document-stores.service'
import { upsertStore } from './vector-store.service'

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

/**
 * One call for scripts: the given files (and settings) go to a loader of the store, which is
 * processed, then the store is upserted with its saved vector configuration. Counts come back.
 */
export async function upsertThroughApi(
  deps: AppDeps,
  scope: Scope,
  storeId: string,
  body: z.output<typeof ZStoreApiUpsertBody>,
  jobs: DocumentJobs,
  form: { streamed: readonly StreamedUpload[] } = { streamed: [] },
) {
  const store = await getStore(deps.db, scope.unikId, storeId)
  const candidate = body.loaderId ? store.loaders.find((l) => l.id === body.loaderId) : store.loaders[0]
  if (body.loaderId && !candidate) throw new NotFoundError('Document loader not found')
  const loaderName = body.loader?.name ?? candidate?.loaderName
  if (!loaderName) throw new ValidationError('The store has no loader yet: give loader.name')
  // A loader of another kind than asked for is left alone: the files make a new loader.
  const target = candidate?.loaderName === loaderName ? candidate : undefined
  const saveBody = ZLoaderSaveBody.parse({
    storeId,
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
  const saved = await saveLoader(deps, scope, saveBody, jobs, form.streamed)
  await processAndWait(deps, scope, { storeId, loaderId: saved.id }, jobs)
  return upsertStore(deps, scope, storeId)
}

/** Reads every loader of the store again (files, pages), then upserts: the "refresh" of the API. */
export async function refreshThroughApi(deps: AppDeps, scope: Scope, storeId: string, jobs: DocumentJobs) {
  const store = await getStore(deps.db, scope.unikId, storeId)
  for (const loader of store.loaders)
    await processAndWait(deps, scope, { storeId, loaderId: loader.id }, jobs)
  return upsertStore(deps, scope, storeId)
}
