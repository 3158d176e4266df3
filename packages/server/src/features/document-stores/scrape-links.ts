import { ErrorCodes } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { AppError } from '../../errors/app-error'
import { loadNodeLibrary } from '../nodes/load-node-library'
import { loadEngine } from '../prediction/load-engine'

/**
 * "Manage scraped links": the same-site links of a page, fetched through the outbound guard, so the
 * person picks which pages the Cheerio loader reads.
 */
export async function scrapeLinks(
  deps: Pick<AppDeps, 'config'>,
  body: { url: string; limit: number },
): Promise<{ links: string[] }> {
  const [{ createGuardedFetch, parseAllowlist }, { listPageLinks }] = await Promise.all([
    loadEngine(),
    loadNodeLibrary(),
  ])
  const fetch = createGuardedFetch({ allowlist: parseAllowlist(deps.config.outboundAllowlist) })
  try {
    return { links: await listPageLinks(fetch, body.url, body.limit, AbortSignal.timeout(20_000)) }
  } catch (e) {
    throw new AppError(400, ErrorCodes.DocumentInvalid, e instanceof Error ? e.message : String(e))
  }
}
