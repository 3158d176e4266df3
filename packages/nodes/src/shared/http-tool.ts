import type { TFetch } from '../context'
import { BODY_LIMITS, readBodyText } from './read-body'
import type { TParamSpec } from './tool-schema'

/** Headers given as JSON text (or an object after variable resolution). */
export function parseHeaders(value: unknown): Record<string, string> {
  let raw: unknown = value
  if (typeof value === 'string') raw = value.trim() ? JSON.parse(value) : {}
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {}
  return Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, String(v)]))
}

/** Puts `path` params into `{name}` / `:name` placeholders of the URL and `query` params into its query string. */
export function buildRequestUrl(
  base: string,
  args: Record<string, unknown>,
  specs: Record<string, TParamSpec>,
): string {
  let url = base
  const query: Array<[string, string]> = []
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined || value === null || name === 'url' || name === 'body') continue
    const text = typeof value === 'string' ? value : JSON.stringify(value)
    if (specs[name]?.in === 'path') {
      const encoded = encodeURIComponent(text)
      url = url.replaceAll(`{${name}}`, encoded).replaceAll(`:${name}`, encoded)
    } else if (specs[name]?.in !== 'body') query.push([name, text])
  }
  if (query.length === 0) return url
  const parsed = new URL(url)
  for (const [k, v] of query) parsed.searchParams.append(k, v)
  return parsed.toString()
}

/**
 * Sends the request through the guarded fetch and gives the agent the body, cut to `maxLength`
 * characters (and never more than a tool's share of bytes: the rest is not downloaded).
 */
export async function requestText(
  fetch: TFetch,
  url: string,
  init: RequestInit,
  maxLength: number,
): Promise<string> {
  const res = await fetch(url, init)
  // A character is at most 4 bytes in UTF-8.
  const maxBytes = maxLength > 0 ? Math.min(maxLength * 4, BODY_LIMITS.toolText) : BODY_LIMITS.toolText
  const text = await readBodyText(res, { maxBytes, beyond: 'cut' })
  const body = maxLength > 0 ? text.slice(0, maxLength) : text
  return res.ok ? body : `HTTP ${res.status} ${res.statusText}: ${body}`
}
