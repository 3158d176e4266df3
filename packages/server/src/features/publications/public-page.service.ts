import type { ReadStream } from 'node:fs'
import {
  isSceneTechnology,
  publicationPagePath,
  type TPublicPublication,
  type TSceneTechnology,
} from '@unikflow/graph'
import type { TSceneIR } from '@unikflow/updl'
import type { AppDeps } from '../../deps'
import { findChatflow } from '../chatflows/chatflows.repository'
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
    const file = row.html_file ? await deps.publications.pages.open(row.html_file) : undefined
    if (file && row.html_file) return { file, fileName: row.html_file }
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
  const flow = await findChatflow(deps.db, row.unik_id, row.chatflow_id)
  return sceneOfFlow(flow?.flowData ?? '')
}

function storedScene(row: VersionRow): TSceneIR | undefined {
  if (!row.scene) return undefined
  // Written by sceneOfFlow at publish time from the same IR type; not user input.
  return JSON.parse(row.scene) as TSceneIR
}
