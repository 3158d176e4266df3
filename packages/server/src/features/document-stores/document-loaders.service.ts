import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import {
  ErrorCodes,
  type TDocumentLoader,
  type ZLoaderPreviewBody,
  type ZLoaderSaveBody,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { ConflictError, NotFoundError } from '../../errors/app-error'
import {
  clearStagedChunks,
  commitStagedChunks,
  stageChunks,
  type NewChunk,
} from './document-chunks.repository'
import { insertFile, readFileParts } from './document-file-parts.repository'
import { checkStreamedUploads, checkUploads, type StreamedUpload } from './document-files'
import type { DocumentJobs } from './document-jobs'
import {
  deleteFiles,
  deleteLoaderOfUnik,
  findInterrupted,
  insertFiles,
  insertLoader,
  listFiles,
  updateLoader,
  withData,
  type StoredFile,
  type StoredFileHead,
} from './document-loaders.repository'
import { getStore, refreshStoreStatus } from './document-stores.service'
import { loadChunks, streamsFiles, unitsOf, type LoaderSpec, type LoadUnit } from './load-documents'

type Deps = Pick<AppDeps, 'db' | 'keyring' | 'config'>
type Scope = { unikId: string; log: FastifyBaseLogger }

const loaderNotFound = () => new NotFoundError('Document loader not found')
const busy = () =>
  new ConflictError('This loader is being processed; wait until it finishes', ErrorCodes.DocumentStoreBusy)

async function loaderOf(deps: Deps, unikId: string, storeId: string, loaderId: string) {
  const store = await getStore(deps.db, unikId, storeId)
  const loader = store.loaders.find((l) => l.id === loaderId)
  if (!loader) throw loaderNotFound()
  return loader
}

/** The first chunks the loader would make, from the files sent (or, for a saved loader, its files). */
export async function previewLoader(
  deps: Deps,
  scope: Scope,
  body: z.output<typeof ZLoaderPreviewBody> & { loaderId?: string },
) {
  await getStore(deps.db, scope.unikId, body.storeId)
  const uploads = await checkUploads(body.loaderName, body.files, deps.config.documentStore.maxFileBytes)
  const stored = body.loaderId ? await listFiles(deps.db, scope.unikId, body.loaderId) : []
  const files: (StoredFileHead | StoredFile)[] = [
    ...stored,
    ...uploads.map((f, i) => ({ ...f, id: `new-${i}` })),
  ]
  const chunks: NewChunk[] = []
  for (const unit of unitsOf(body, files)) {
    const loaded =
      unit.kind === 'files'
        ? {
            kind: unit.kind,
            files: await withData(deps.db, scope.unikId, unit.files, (f) => ('data' in f ? f : undefined)),
          }
        : unit
    for (const chunk of await loadChunks(deps, scope, body, loaded)) chunks.push(chunk)
    if (chunks.length >= body.previewChunkCount) break
  }
  return {
    chunks: chunks.slice(0, body.previewChunkCount),
    totalChunks: chunks.length,
    previewChunkCount: body.previewChunkCount,
  }
}

/** Loaders whose files can be corrupt (DOCX: also a zip bomb), read once when saved. */
const PARSING_LOADERS = new Set(['pdfFile', 'csvFile', 'jsonFile', 'jsonlinesFile', 'docxFile'])

/**
 * Adds a loader to a store (or changes one): files are checked first — a bad file changes nothing —
 * and, for loaders that parse their files (PDF, CSV, JSON, JSON Lines, DOCX), read once so a corrupt file is refused now
 * rather than during processing. The loader is NEW until processed.
 */
export async function saveLoader(
  deps: Deps,
  scope: Scope,
  body: z.output<typeof ZLoaderSaveBody>,
  jobs: DocumentJobs,
  streamedUploads: readonly StreamedUpload[] = [],
): Promise<TDocumentLoader> {
  const { db } = deps
  await getStore(db, scope.unikId, body.storeId)
  if (body.loaderId) {
    await loaderOf(deps, scope.unikId, body.storeId, body.loaderId)
    if (jobs.has(body.loaderId)) throw busy()
  }
  const { maxFileBytes } = deps.config.documentStore
  const uploads = await checkUploads(body.loaderName, body.files, maxFileBytes)
  const streamed = await checkStreamedUploads(body.loaderName, streamedUploads, maxFileBytes)
  if (PARSING_LOADERS.has(body.loaderName)) {
    for (const [i, f] of uploads.entries())
      await loadChunks(
        deps,
        scope,
        { ...body, splitterName: null },
        { kind: 'files', files: [{ ...f, id: `${i}` }] },
      )
    // These loaders read a file whole anyway (bounded by DOCUMENT_STORE_MAX_FILE_MB): one at a time.
    for (const [i, f] of streamed.entries())
      await loadChunks(
        deps,
        scope,
        { ...body, splitterName: null },
        { kind: 'files', files: [{ ...f, id: `s${i}`, data: await wholeOf(f.read()) }] },
      )
  }
  const fields = {
    loader_name: body.loaderName,
    loader_config: JSON.stringify(body.loaderConfig),
    splitter_name: body.splitterName,
    splitter_config: JSON.stringify(body.splitterConfig),
  }
  let loaderId = body.loaderId
  if (loaderId) await updateLoader(db, scope.unikId, loaderId, { ...fields, status: 'NEW', error: null })
  else loaderId = await insertLoader(db, scope.unikId, body.storeId, fields)
  await deleteFiles(db, scope.unikId, loaderId, body.removeFileIds)
  await insertFiles(db, scope.unikId, loaderId, uploads)
  for (const f of streamed)
    await insertFile(db, scope.unikId, loaderId, { name: f.name, mime: f.mime }, f.read())
  await refreshStoreStatus(db, scope.unikId, body.storeId, { chunksChanged: false })
  return loaderOf(deps, scope.unikId, body.storeId, loaderId)
}

/**
 * Starts processing in the background (SYNCING, progress per file or link and per batch of chunks) and
 * answers at once. New chunks are written batch by batch where readers do not see them (a Text File's
 * file is read and split a piece at a time, so neither it nor its chunks are ever all in memory); one
 * transaction at the end replaces the loader's old chunks with them. A failure keeps the old chunks,
 * drops the new, puts the loader back to what it was and records why.
 */
export async function processLoader(
  deps: Deps,
  scope: Scope,
  ids: { storeId: string; loaderId: string },
  jobs: DocumentJobs,
): Promise<TDocumentLoader> {
  const { db } = deps
  const { unikId } = scope
  const loader = await loaderOf(deps, unikId, ids.storeId, ids.loaderId)
  if (jobs.has(loader.id)) throw busy()
  const units = unitsOf(loader, await listFiles(db, unikId, loader.id))
  const before = loader.status === 'SYNCING' ? 'STALE' : loader.status
  await updateLoader(db, unikId, loader.id, {
    status: 'SYNCING',
    error: null,
    progress_done: 0,
    progress_total: units.length,
    progress_chunks: 0,
  })
  await refreshStoreStatus(db, unikId, ids.storeId, { chunksChanged: false })
  const loaderIds = { unikId, storeId: ids.storeId, loaderId: loader.id }
  jobs.start(loader.id, async (signal) => {
    try {
      await clearStagedChunks(db, [loader.id])
      const totals = await stageAllUnits(deps, { ...scope, signal }, loader, loaderIds, units)
      // The store's status moves in the same transaction as the loader's: whoever sees the loader done
      // sees the store done too.
      await commitStagedChunks(db, loaderIds, async (trx) => {
        await updateLoader(trx, unikId, loader.id, {
          status: 'SYNC',
          total_chunks: totals.chunks,
          total_chars: totals.chars,
          progress_done: units.length,
        })
        await refreshStoreStatus(trx, unikId, ids.storeId, { chunksChanged: true })
      })
    } catch (e) {
      const message = signal.aborted ? 'Processing was stopped; process the loader again' : errorText(e)
      scope.log.warn({ loaderId: loader.id, err: message }, 'document loader processing failed')
      await clearStagedChunks(db, [loader.id]).catch(() => {})
      await updateLoader(db, unikId, loader.id, { status: before, error: message }).catch(() => {})
      await refreshStoreStatus(db, unikId, ids.storeId, { chunksChanged: false }).catch(() => {})
    }
  })
  return loaderOf(deps, unikId, ids.storeId, loader.id)
}

async function wholeOf(source: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const pieces: Uint8Array[] = []
  for await (const piece of source) pieces.push(piece)
  return Buffer.concat(pieces)
}

const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e))

/** Every unit's chunks into the staging rows, batch by batch; answers how many chunks and characters. */
async function stageAllUnits(
  deps: Deps,
  scope: Scope & { signal: AbortSignal },
  spec: LoaderSpec & { id: string },
  loaderIds: { unikId: string; storeId: string; loaderId: string },
  units: LoadUnit<StoredFileHead>[],
): Promise<{ chunks: number; chars: number }> {
  const totals = { chunks: 0, chars: 0 }
  const stage = async (batch: readonly NewChunk[]) => {
    if (batch.length === 0) return
    await stageChunks(deps.db, loaderIds, totals.chunks + 1, batch)
    totals.chunks += batch.length
    totals.chars += batch.reduce((n, c) => n + c.pageContent.length, 0)
  }
  for (const [i, unit] of units.entries()) {
    if (scope.signal.aborted) throw new Error('aborted')
    if (unit.kind === 'files' && streamsFiles(spec.loaderName)) {
      // The file's parts are read from the database as the loader consumes them.
      const files = unit.files.map((f) => ({
        name: f.name,
        read: () => readFileParts(deps.db, scope.unikId, f.id),
      }))
      const onChunks = async (batch: NewChunk[]) => {
        await stage(batch)
        await updateLoader(deps.db, scope.unikId, spec.id, { progress_chunks: totals.chunks })
      }
      await stage(await loadChunks(deps, scope, spec, { kind: 'stream', stream: { files, onChunks } }))
    } else {
      // One file's contents at a time: a loader of many big files never holds them all.
      const loaded =
        unit.kind === 'files'
          ? { kind: unit.kind, files: await withData(deps.db, scope.unikId, unit.files) }
          : unit
      await stage(await loadChunks(deps, scope, spec, loaded))
    }
    await updateLoader(deps.db, scope.unikId, spec.id, {
      progress_done: i + 1,
      progress_chunks: totals.chunks,
    })
  }
  return totals
}

export async function deleteLoader(
  deps: Deps,
  unikId: string,
  ids: { storeId: string; loaderId: string },
  jobs: DocumentJobs,
): Promise<void> {
  const loader = await loaderOf(deps, unikId, ids.storeId, ids.loaderId)
  if (jobs.has(loader.id)) throw busy()
  await deleteLoaderOfUnik(deps.db, unikId, loader.id)
  await refreshStoreStatus(deps.db, unikId, ids.storeId, { chunksChanged: true })
}

/** At start: loaders a stopped server left SYNCING become STALE with a note, so they can be re-run. */
export async function recoverInterruptedLoaders(deps: Pick<AppDeps, 'db'>): Promise<number> {
  const rows = await findInterrupted(deps.db)
  // Chunks they had staged are dropped: their old chunks stay what readers see.
  await clearStagedChunks(
    deps.db,
    rows.map((r) => r.id),
  )
  for (const row of rows) {
    await updateLoader(deps.db, row.unik_id, row.id, {
      status: 'STALE',
      error: 'Processing was interrupted by a server restart; process the loader again',
    })
    await refreshStoreStatus(deps.db, row.unik_id, row.store_id, { chunksChanged: false })
  }
  await deps.db
    .updateTable('document_stores')
    .set({ status: 'STALE' })
    .where('status', '=', 'UPSERTING')
    .execute()
  return rows.length
}
