import { isSceneTechnology, type TChatflow, type TPublicationTechnology } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import type { PublicationSettings } from './publications.repository'
import { resolveFlowVersion } from '../flow-releases/resolve-flow-version'
import { sceneOfFlow } from './scene-of-flow'
import { pageUrls, renderScenePage } from './scene-page'

/** What a version stores: its scene (JSON text, never flowData) and, when pre-generated, its page file. */
export type VersionOutput = { scene: string | null; htmlFile: string | null }

/**
 * Builds the flow's scene (422 when it has none) and, for pre-generation with `store`, renders the page
 * once and writes it to the publications directory. The chat technology has neither. Pages serve the
 * flow's live release.
 */
export async function generateVersionOutput(
  deps: AppDeps,
  input: {
    flow: TChatflow
    technology: TPublicationTechnology
    settings: PublicationSettings
    version: number
    store: boolean
  },
): Promise<VersionOutput> {
  const { flow, technology, settings } = input
  if (!isSceneTechnology(technology)) return { scene: null, htmlFile: null }
  const live = await resolveFlowVersion(deps.db, { unikId: flow.unikId, flowId: flow.id }, 'live')
  const scene = sceneOfFlow(live.flowData)
  if (settings.generationMode !== 'pregeneration' || !input.store)
    return { scene: JSON.stringify(scene), htmlFile: null }
  const html = renderScenePage({
    scene,
    technology,
    options: settings.options,
    urls: pageUrls('', flow.id),
  })
  const htmlFile = deps.publications.pages.fileName(flow.id, input.version)
  await deps.publications.pages.write(htmlFile, html)
  return { scene: JSON.stringify(scene), htmlFile }
}
