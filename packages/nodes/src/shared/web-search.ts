import type { TNodeContext } from '../context'
import { lazyImport } from './lazy-import'
import { BODY_LIMITS, readBodyJson } from './read-body'
import { isRecord } from '@unikflow/graph'

const langchainCoreTools = lazyImport(() => import('@langchain/core/tools'))

/** One result of a web search, whatever service found it. */
export type TSearchHit = { readonly title: string; readonly url: string; readonly snippet: string }
export type TSearchResult = { readonly answer?: string; readonly hits: readonly TSearchHit[] }

/** Results an agent reads per search: enough to choose, few enough to keep the prompt small. */
const MAX_HITS = 5

/** The answer (when the service gave one) then each hit as title, URL and snippet. */
export function formatSearchResult(result: TSearchResult): string {
  const hits = result.hits.slice(0, MAX_HITS).map((h) => `${h.title}\n${h.url}\n${h.snippet}`.trim())
  const parts = [...(result.answer ? [`Answer: ${result.answer}`] : []), ...hits]
  return parts.length ? parts.join('\n\n') : 'No good search result found'
}

/**
 * Calls a search API through the outbound guard and returns its JSON. A failure names the service and
 * the status only: the request URL may carry the API key (SerpAPI, Google take it as a query parameter).
 */
export async function fetchSearchJson(
  ctx: TNodeContext,
  service: string,
  url: string,
  init: RequestInit,
): Promise<unknown> {
  const res = await ctx.fetch(url, init)
  if (!res.ok) throw new Error(`${service} answered HTTP ${res.status}`)
  return readBodyJson(res, BODY_LIMITS.apiJson)
}

/** The base URL of a search API: the credential's (a proxy, a compatible server), else the service's own. */
export function searchBase(credential: Record<string, string>, fallback: string): string {
  return (credential.basePath?.trim() || fallback).replace(/\/+$/, '')
}

/** Reads `obj[key]` as a list of records, whatever the JSON held. */
export function recordsAt(obj: unknown, ...path: string[]): Array<Record<string, unknown>> {
  let at: unknown = obj
  for (const key of path) at = isRecord(at) ? at[key] : undefined
  return Array.isArray(at) ? at.filter(isRecord) : []
}

export function textAt(obj: unknown, ...path: string[]): string {
  let at: unknown = obj
  for (const key of path) at = isRecord(at) ? at[key] : undefined
  return typeof at === 'string' ? at : typeof at === 'number' ? String(at) : ''
}

/** The records at `path` of a search answer as hits: `title`, and the url and snippet by the API's names. */
export function hitsAt(
  json: unknown,
  path: readonly string[],
  names: { url: string; snippet: string },
): TSearchHit[] {
  return recordsAt(json, ...path).map((r) => ({
    title: textAt(r, 'title'),
    url: textAt(r, names.url),
    snippet: textAt(r, names.snippet),
  }))
}

/** A LangChain tool taking the search query as its one string input. */
export async function webSearchTool(
  ctx: TNodeContext,
  spec: {
    name: string
    description: string
    search: (query: string, signal: AbortSignal) => Promise<TSearchResult>
  },
) {
  const { DynamicTool } = await langchainCoreTools()
  return new DynamicTool({
    name: spec.name,
    description: spec.description,
    func: async (query: string, _run, config) =>
      formatSearchResult(await spec.search(query, config?.signal ?? ctx.signal)),
  })
}
