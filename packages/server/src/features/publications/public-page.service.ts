import type { ReadStream } from 'node:fs'
import {
  isSceneTechnology,
  publicationPagePath,
  type TPublicPublication,
  type TSceneTechnology,
} from '@unikflow/graph'
import type { TSceneIR } from '@unikflow/updl'
import type { AppDeps } from '../../deps'
import { NotFoundError } from '../../errors/app-error'
import { resolveFlowVersion } from '../flow-releases/resolve-flow-version'
import {
  findPublicPublication,
  findPublishedVersion,
  readOptions,
  setVersionHtmlFile,
  type VersionRow,
} from './publications.repository'
import { sceneOfFlow } from './scene-of-flow'
import { pageUrls, renderScenePage } from './scene-page'

type PublicVersion = { row: VersionRow; technology: TSceneTechnology }

/**
 * The version a visitor may see: of the flow's public scene technology, the newest published one or
 * the pinned `version` when it belongs to that technology. Private, unpublished or unknown: undefined.
 */
export async function findPublicVersion(
  deps: AppDeps,
  flowId: string,
  version?: number,
): Promise<PublicVersion | undefined> {
  const publication = await findPublicPublication(deps.db, flowId)
  if (!publication || !isSceneTechnology(publication.technology)) return undefined
  const row = await findPublishedVersion(deps.db, publication.id, version)
  return row && { row, technology: publication.technology }
}

/** What the public API tells about a publication: never flowData, credentials or settings of the flow. */
export function describePublicVersion({ row, technology }: PublicVersion): TPublicPublication {
  return {
    chatflowid: row.chatflow_id,
    technology,
    version: row.version,
    title: readOptions(row.options).title,
    generationMode: row.generation_mode,
    publishedDate: row.published_at,
    pageUrl: publicationPagePath(row.chatflow_id, row.version),
  }
}

/** The title a visitor sees: the publication's, else the scene's as published. */
export function publicVersionTitle({ row }: PublicVersion): string {
  return readOptions(row.options).title || storedScene(row)?.title || ''
}

export type PageBody = { html: string } | { file: { stream: ReadStream; size: number }; fileName: string }

/**
 * The page of a public version. Pre-generated: the stored file (written again from the version's scene
 * when this instance's disk lacks it). Streaming: the latest link builds it now from the flow as it is
 * (a 422 if its scene no longer builds); a pinned link from the scene the version was published with.
 */
export async function pageOfVersion(deps: AppDeps, found: PublicVersion, pinned: boolean): Promise<PageBody> {
  const { row, technology } = found
  const options = readOptions(row.options)
  const render = (scene: TSceneIR) =>
    renderScenePage({ scene, technology, options, urls: pageUrls('', row.chatflow_id) })
  if (row.generation_mode === 'pregeneration') {
    const current = row.html_file && deps.publications.pages.isCurrent(row.html_file) ? row.html_file : null
    const file = current ? await deps.publications.pages.open(current) : undefined
    if (file && current) return { file, fileName: current }
    const html = render(storedScene(row) ?? (await currentScene(deps, row)))
    const fileName = deps.publications.pages.fileName(row.chatflow_id, row.version)
    await deps.publications.pages.write(fileName, html)
    await setVersionHtmlFile(deps.db, row.id, fileName)
    return { html }
  }
  const scene = pinned ? (storedScene(row) ?? (await currentScene(deps, row))) : await currentScene(deps, row)
  return { html: render(scene) }
}

async function currentScene(deps: AppDeps, row: VersionRow): Promise<TSceneIR> {
  // The flow's live release (every save, for a flow that does not release explicitly).
  const live = await resolveFlowVersion(
    deps.db,
    { unikId: row.unik_id, flowId: row.chatflow_id },
    'live',
  ).catch((e: unknown) => {
    if (e instanceof NotFoundError) return { flowData: '' }
    throw e
  })
  return sceneOfFlow(live.flowData)
}

function storedScene(row: VersionRow): TSceneIR | undefined {
  if (!row.scene) return undefined
  // Written by sceneOfFlow at publish time from the same IR type; not user input.
  return JSON.parse(row.scene) as TSceneIR
}
