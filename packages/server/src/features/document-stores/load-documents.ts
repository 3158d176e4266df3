import type { FastifyBaseLogger } from 'fastify'
import type { TDocumentLoaderName } from '@unikflow/graph'
import type { TDocumentStream } from '@unikflow/nodes'
import type { AppDeps } from '../../deps'
import { ErrorCodes } from '@unikflow/graph'
import { AppError } from '../../errors/app-error'
import { createEngineServices } from '../prediction/engine-services'
import { loadEngine } from '../prediction/load-engine'
import type { NewChunk } from './document-chunks.repository'
import type { StoredFile } from './document-loaders.repository'
import { fileInputName, toFileInput } from './document-files'
import { noMemory } from './store-embeddings'
import { isRecord } from '@unikflow/graph'

type NodeConfig = Record<string, string | number | boolean | null>

export interface LoaderSpec {
  loaderName: TDocumentLoaderName | string
  loaderConfig: NodeConfig
  splitterName: string | null
  splitterConfig: NodeConfig
}

/** One step of a loader's processing: a file, a picked link, or the loader's own settings. */
export type LoadUnit<F = StoredFile> =
  { kind: 'files'; files: F[] } | { kind: 'link'; url: string } | { kind: 'config' }

/** Loaders that read a store's files as streams and hand their chunks over as they make them. */
const STREAMING_LOADERS = new Set(['textFile'])
export const streamsFiles = (loaderName: string) => STREAMING_LOADERS.has(loaderName)

/** A loader's files (or picked links) one at a time, so progress can be told and memory stays bounded. */
export function unitsOf<F>(spec: LoaderSpec, files: F[]): LoadUnit<F>[] {
  if (files.length > 0) return files.map((f) => ({ kind: 'files', files: [f] }))
  const picked = spec.loaderConfig.selectedLinks
  if (
    spec.loaderName === 'cheerioWebScraper' &&
    typeof picked === 'string' &&
    picked.trim().startsWith('[')
  ) {
    const links: unknown = JSON.parse(picked)
    if (Array.isArray(links) && links.length > 0)
      return links.filter((l) => typeof l === 'string').map((url) => ({ kind: 'link', url }))
  }
  return [{ kind: 'config' }]
}

/**
 * Runs the loader node (with its splitter) through the engine, as a flow of two nodes ending at the
 * loader, so it gets the same inputs, outbound guard and credentials as in a chatflow. Its failures
 * become 400 DOCUMENT_INVALID with the node's message.
 */
export async function loadChunks(
  deps: Pick<AppDeps, 'db' | 'keyring' | 'config'>,
  scope: { unikId: string; log: FastifyBaseLogger; signal?: AbortSignal },
  spec: LoaderSpec,
  unit: LoadUnit | { kind: 'stream'; stream: TDocumentStream },
): Promise<NewChunk[]> {
  const { runFlow, buildFlow, RunFailure } = await loadEngine()
  const inputs: Record<string, unknown> = { ...spec.loaderConfig }
  delete inputs.selectedLinks
  if (unit.kind === 'files') {
    const name = await fileInputName(spec.loaderName)
    if (name) inputs[name] = toFileInput(unit.files)
  } else if (unit.kind === 'link') {
    inputs.url = unit.url
    inputs.relativeLinksMethod = ''
  }
  if (spec.splitterName) inputs.textSplitter = '{{splitter.data.instance}}'
  const flowData = buildFlow([
    ...(spec.splitterName ? [{ id: 'splitter', name: spec.splitterName, inputs: spec.splitterConfig }] : []),
    { id: 'loader', name: spec.loaderName, inputs, output: 'document' },
  ])
  try {
    const result = await runFlow({
      flowData,
      question: '',
      chatId: 'document-store',
      flowId: 'document-store',
      stopNodeId: 'loader',
      ...(scope.signal ? { signal: scope.signal } : {}),
      services: {
        ...(await createEngineServices(deps, {
          unikId: scope.unikId,
          memoryStore: noMemory,
          log: scope.log,
        })),
        // The loader reads the files from the stream (no file input) and hands its chunks to the sink.
        ...(unit.kind === 'stream' ? { documentStream: unit.stream } : {}),
      },
    })
    const docs = Array.isArray(result.instance) ? result.instance : []
    return docs.flatMap((d: unknown) =>
      isRecord(d) && typeof d.pageContent === 'string'
        ? [{ pageContent: d.pageContent, metadata: isRecord(d.metadata) ? d.metadata : {} }]
        : [],
    )
  } catch (e) {
    if (e instanceof RunFailure && e.kind !== 'internal' && e.kind !== 'aborted')
      throw new AppError(
        400,
        ErrorCodes.DocumentInvalid,
        e.message.replace(/^Error in node \S+ \(\w+\): /, ''),
      )
    throw e
  }
}
