import { isIP } from 'node:net'
import { Readable } from 'node:stream'
import type { Dispatcher } from 'undici'
import { parseAllowlist, type TAllowlist } from './allowlist'
import { boundedBody, DEFAULT_MAX_RESPONSE_BYTES, isDecodable } from './bounded-body'
import { checkAddress, checkUrl, OutboundBlockedError } from './check-address'
import { guardedDispatcher } from './guarded-dispatcher'

export { OutboundBlockedError }

export const MAX_REDIRECTS = 5

export type TGuardOptions = {
  readonly allowlist?: TAllowlist
  readonly maxRedirects?: number
  /** The largest body read, decoded and as sent (DEFAULT_MAX_RESPONSE_BYTES when absent). */
  readonly maxResponseBytes?: number
  /** The run's signal: every request and every body being read stops when it aborts. */
  readonly signal?: AbortSignal
}

/** Headers carrying the caller's identity: never sent on to another origin a redirect points at. */
const CREDENTIAL_HEADERS = ['authorization', 'cookie', 'proxy-authorization']

type TPlainRequest = { headers: Record<string, string>; body: string | Uint8Array | undefined }

/** What fetch would send by itself; a caller's own values win. */
function withDefaults(headers: Headers): Record<string, string> {
  if (!headers.has('accept')) headers.set('accept', '*/*')
  if (!headers.has('accept-encoding')) headers.set('accept-encoding', 'gzip, deflate, br')
  if (!headers.has('user-agent')) headers.set('user-agent', 'node')
  return Object.fromEntries(headers)
}

/** The body as bytes (form data, URL parameters and blobs encoded as fetch does), so a redirect can send it again. */
async function plainRequest(url: URL, method: string, init: RequestInit): Promise<TPlainRequest> {
  const { body } = init
  if (body == null || typeof body === 'string' || body instanceof Uint8Array)
    return { headers: withDefaults(new Headers(init.headers)), body: body ?? undefined }
  const encoded = new Request(url, { method, headers: init.headers, body })
  return { headers: withDefaults(encoded.headers), body: new Uint8Array(await encoded.arrayBuffer()) }
}

/** undici's raw header record as web Headers (repeated headers such as set-cookie kept apart). */
export function answerHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else headers.append(name, value)
  }
  return headers
}

const isNullBody = (method: string, status: number) =>
  method === 'HEAD' || status === 204 || status === 205 || status === 304

/** The answer as the `Response` callers expect, its body read only through `boundedBody`. */
function toResponse(
  answer: Dispatcher.ResponseData,
  url: URL,
  method: string,
  maxBytes: number,
  signal: AbortSignal | undefined,
): Response {
  const headers = answerHeaders(answer.headers)
  const init = { status: answer.statusCode, statusText: answer.statusText ?? '', headers }
  let res: Response
  if (isNullBody(method, answer.statusCode)) {
    answer.body.resume()
    res = new Response(null, init)
  } else {
    const encoding = headers.get('content-encoding')
    const body = boundedBody(answer.body, encoding, maxBytes, signal)
    if (isDecodable(encoding)) {
      headers.delete('content-encoding')
      headers.delete('content-length')
    }
    // Node's web ReadableStream is the global one; @types/node declares the two apart.
    res = new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, init)
  }
  // A constructed Response has no URL; callers read it to resolve links against the page they got.
  Object.defineProperty(res, 'url', { value: url.href })
  return res
}

/** undici reports a refused lookup as a connection error; the guard's own error is what callers see. */
function unwrapBlocked(e: unknown): never {
  if (e instanceof Error && e.cause instanceof OutboundBlockedError) throw e.cause
  throw e
}

/**
 * A fetch for user-given URLs: refuses private addresses on the first request and on every redirect
 * (the socket connects to the checked address), drops credentials when a redirect leaves the origin,
 * and reads every body through the bounded reader, aborted with the run.
 */
export function createGuardedFetch(options: TGuardOptions = {}) {
  const allowlist = options.allowlist ?? parseAllowlist([])
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS
  const maxBytes = options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES
  return async function guardedFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
    const { request } = await import('undici')
    const dispatcher = await guardedDispatcher(allowlist)
    const signals = [init.signal, options.signal].filter((s): s is AbortSignal => s != null)
    const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0]
    let url = new URL(input)
    let method = (init.method ?? 'GET').toUpperCase()
    let { headers, body } = await plainRequest(url, method, init)
    for (let hop = 0; ; hop++) {
      checkUrl(url, allowlist)
      const answer = await request(url, {
        method: method as Dispatcher.HttpMethod,
        headers,
        body: body ?? null,
        dispatcher,
        ...(signal ? { signal } : {}),
      }).catch(unwrapBlocked)
      const { location } = answer.headers
      if (answer.statusCode < 300 || answer.statusCode >= 400 || typeof location !== 'string')
        return toResponse(answer, url, method, maxBytes, signal)
      answer.body.resume()
      if (hop >= maxRedirects)
        throw new OutboundBlockedError(`Too many redirects (more than ${maxRedirects})`)
      const next = new URL(location, url)
      if (next.origin !== url.origin)
        headers = Object.fromEntries(
          Object.entries(headers).filter(([name]) => !CREDENTIAL_HEADERS.includes(name)),
        )
      if (
        answer.statusCode === 303 ||
        ((answer.statusCode === 301 || answer.statusCode === 302) && method === 'POST')
      ) {
        method = 'GET'
        body = undefined
        const { 'content-type': _type, 'content-length': _length, ...rest } = headers
        headers = rest
      }
      url = next
    }
  }
}

/**
 * The address to open a non-HTTP connection (a database) to a user-given host: resolved once, every
 * address checked as for fetch, and the connection made to the returned address so DNS cannot change it.
 */
export async function resolveGuardedHost(host: string, options: TGuardOptions = {}): Promise<string> {
  const allowlist = options.allowlist ?? parseAllowlist([])
  const bare = host.replace(/^\[|\]$/g, '')
  if (isIP(bare) !== 0) {
    checkAddress(bare, bare, allowlist)
    return bare
  }
  const { lookup } = await import('node:dns/promises')
  const addresses = await lookup(bare, { all: true })
  for (const a of addresses) checkAddress(bare, a.address, allowlist)
  const first = addresses[0]
  if (!first) throw new Error(`No address for ${bare}`)
  return first.address
}

/** One-off guarded fetch (`guardedFetch(url, init, { allowlist })`). */
export function guardedFetch(url: string | URL, init: RequestInit = {}, options: TGuardOptions = {}) {
  return createGuardedFetch(options)(url, init)
}
