import type { TSceneTechnology } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { NotFoundError } from '../../errors/app-error'
import { findChatflow } from '../chatflows/chatflows.repository'
import { findPublicationRow, readOptions } from './publications.repository'
import { resolveFlowVersion } from '../flow-releases/resolve-flow-version'
import { sceneOfFlow } from './scene-of-flow'
import { pageUrls, renderScenePage } from './scene-page'

/**
 * The flow's page as one HTML file to host anywhere (over HTTPS, for the camera): libraries from a CDN,
 * since the file has no Unikflow beside it; leads still go to this server's public URL.
 */
export async function exportPage(
  deps: AppDeps,
  target: { unikId: string; flowId: string },
  technology: TSceneTechnology,
): Promise<{ fileName: string; html: string }> {
  const flow = await findChatflow(deps.db, target.unikId, target.flowId)
  if (!flow) throw new NotFoundError('Chatflow not found')
  const row = await findPublicationRow(deps.db, target, technology)
  const options = { ...readOptions(row?.options ?? '{}'), libSource: 'cdn' as const }
  const html = renderScenePage({
    scene: sceneOfFlow((await resolveFlowVersion(deps.db, target, 'live')).flowData),
    technology,
    options,
    urls: pageUrls(deps.config.publicUrl, flow.id),
  })
  const name = flow.name.replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || flow.id
  return { fileName: `${name}-${technology}.html`, html }
}
