import { isRecord } from '@unikflow/graph'
import { defineRuntime } from '../../runtime'
import { finishDocuments } from '../../shared/documents'
import { htmlToMarkdown } from '../../shared/html-to-markdown'
import { lazyImport } from '../../shared/lazy-import'
import { getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { fetchSearchJson, recordsAt, textAt } from '../../shared/web-search'
import { confluence } from './confluence.node.js'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** Pages per request, and per load at most. */
const PAGE_SIZE = 25
const MAX_PAGES = 5_000

/** Cloud: basic authentication with the user's API token; Server/Data Center: its personal access token. */
function authorizationOf(credential: Record<string, string>): string {
  if (credential.personalAccessToken) return `Bearer ${credential.personalAccessToken}`
  return `Basic ${Buffer.from(`${credential.username ?? ''}:${credential.accessToken ?? ''}`).toString('base64')}`
}

/** Lists the space's pages (body in storage format) through the outbound guard, page by page. */
export default defineRuntime(confluence, {
  kind: 'supply',
  async supply(ctx) {
    const baseUrl = getString(ctx, 'baseUrl').trim().replace(/\/+$/, '')
    const spaceKey = getString(ctx, 'spaceKey').trim()
    if (!baseUrl || !spaceKey) throw new NodeInputError(`${ctx.label} needs a Base URL and a Space Key`)
    const limit = Math.floor(getNumber(ctx, 'limit', 0))
    const max = limit > 0 ? Math.min(limit, MAX_PAGES) : MAX_PAGES
    const headers = { authorization: authorizationOf(await ctx.getCredential()), accept: 'application/json' }
    const pages: Record<string, unknown>[] = []
    for (let start = 0; pages.length < max; start += PAGE_SIZE) {
      const url = new URL(`${baseUrl}/rest/api/content`)
      url.searchParams.set('spaceKey', spaceKey)
      url.searchParams.set('type', 'page')
      url.searchParams.set('limit', String(Math.min(PAGE_SIZE, max - pages.length)))
      url.searchParams.set('start', String(start))
      url.searchParams.set('expand', 'body.storage')
      const answer = await fetchSearchJson(ctx, 'Confluence', url.toString(), { headers, signal: ctx.signal })
      const found = recordsAt(answer, 'results')
      pages.push(...found)
      const next = isRecord(answer) && isRecord(answer._links) ? answer._links.next : undefined
      if (found.length === 0 || !next) break
    }
    const { Document } = await langchainCoreDocuments()
    const docs = []
    for (const page of pages.slice(0, max))
      docs.push(
        new Document({
          pageContent: await htmlToMarkdown(textAt(page, 'body', 'storage', 'value')),
          metadata: {
            id: textAt(page, 'id'),
            title: textAt(page, 'title'),
            url: `${baseUrl}${textAt(page, '_links', 'webui')}`,
          },
        }),
      )
    return finishDocuments(ctx, docs)
  },
})
