import { isRecord } from '@unikflow/graph'
import type { TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { parseHeaders } from '../../shared/http-tool'
import { lazyImport } from '../../shared/lazy-import'
import { BODY_LIMITS, readBodyText } from '../../shared/read-body'
import { getString } from '../../shared/read-inputs'
import { recordsAt, textAt } from '../../shared/web-search'
import { SEARXNG_DEFAULT_DESCRIPTION, SEARXNG_DEFAULT_NAME, searXNG } from './searXNG.node.js'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

/** Characters of an answer that is not SearXNG's JSON (an HTML page) handed to the agent. */
const MAX_TEXT = 4000
const PARAMS = ['format', 'categories', 'engines', 'language', 'pageno', 'time_range', 'safesearch']

/** The search URL: the query and every parameter the node sets, as SearXNG's `/search` reads them. */
function searchUrl(ctx: TNodeContext, query: string): string {
  const base = getString(ctx, 'apiBase').trim().replace(/\/+$/, '') || 'http://localhost:8080'
  const url = new URL(`${base}/search`)
  url.searchParams.set('q', query)
  for (const name of PARAMS) {
    const value = getString(ctx, name).trim()
    if (value) url.searchParams.set(name, value)
  }
  return url.toString()
}

/** SearXNG's JSON as the agent reads it: the results, else its answer, infobox or suggestions. */
export function searxngText(json: unknown): string {
  const results = recordsAt(json, 'results').map((r) =>
    JSON.stringify({ title: textAt(r, 'title'), link: textAt(r, 'url'), snippet: textAt(r, 'content') }),
  )
  if (results.length) return results.join(',')
  const list = (key: string) => (isRecord(json) && Array.isArray(json[key]) ? json[key] : [])
  const [answer] = list('answers')
  if (answer !== undefined) return typeof answer === 'string' ? answer : JSON.stringify(answer)
  const [infobox] = recordsAt(json, 'infoboxes')
  if (infobox) return textAt(infobox, 'content')
  const suggestions = list('suggestions').map(String)
  return suggestions.length ? `Suggestions: ${suggestions.join(', ')}` : 'No good results found.'
}

/** A search on the node's SearXNG instance, through the outbound guard (POST, as Flowise sends it). */
export default defineRuntime(searXNG, {
  kind: 'supply',
  async supply(ctx) {
    const { DynamicTool } = await langchainCoreTools()
    const headers = { 'content-type': 'application/json', ...parseHeaders(ctx.inputs.headers) }
    return new DynamicTool({
      name: getString(ctx, 'toolName').trim() || SEARXNG_DEFAULT_NAME,
      description: getString(ctx, 'toolDescription') || SEARXNG_DEFAULT_DESCRIPTION,
      func: async (query: string, _run, config) => {
        const res = await ctx.fetch(searchUrl(ctx, query), {
          method: 'POST',
          headers,
          signal: config?.signal ?? ctx.signal,
        })
        const text = await readBodyText(res, { maxBytes: BODY_LIMITS.toolText, beyond: 'cut' })
        if (!res.ok) throw new Error(`SearXNG answered HTTP ${res.status}`)
        try {
          return searxngText(JSON.parse(text))
        } catch {
          return text.slice(0, MAX_TEXT)
        }
      },
    })
  },
})
