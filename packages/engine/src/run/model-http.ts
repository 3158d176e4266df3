import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { Dispatcher } from 'undici'
import { parseAllowlist, type TAllowlist } from '../guard/allowlist'
import {
  boundedBody,
  DEFAULT_MAX_RESPONSE_BYTES,
  isDecodable,
  ResponseTooLargeError,
} from '../guard/bounded-body'
import { checkUrl, OutboundBlockedError } from '../guard/check-address'
import { guardedDispatcher } from '../guard/guarded-dispatcher'
import { answerHeaders, createGuardedFetch } from '../guard/guarded-fetch'

/**
 * The HTTP under model clients. Node's `fetch` builds a web Request, a web stream per body and a
 * transferable AbortSignal for every call: about a fifth of the server's CPU per prediction went
 * there. A model call is a JSON POST whose answer is read whole or as a stream of events, which
 * undici's `request` does with a Node stream and a fraction of the work; its answer is handed to the
 * SDKs as the `Response` they expect. Anything else (form data, a Request object, a redirect) goes
 * through the outbound guard's fetch.
 *
 * Model base URLs are user-given (a node's Base Path, a credential's) like any other URL, so model calls
 * go through the outbound guard too: the scheme and a literal address are checked per call (a URL parse),
 * a host name when its connection is opened (the guarded lookup of a keep-alive pool kept per allowlist),
 * so a prediction pays no DNS lookup of its own.
 */

/** A model answer: status, headers and the body as a Node stream (none for a bodiless answer of fetch's). */
export type TModelAnswer = {
  readonly status: number
  readonly statusText: string
  readonly headers: Headers
  readonly body: Readable | null
}

/** What model calls of a run may reach, and how big an answer may be. */
export type TModelGuard = { readonly allowlist: TAllowlist; readonly maxBytes: number }

/** The guard of a run from its services: the operator's allowlist and answer limit. */
export function modelGuardOf(services: {
  readonly allowPrivateHosts?: readonly string[]
  readonly maxResponseBytes?: number
}): TModelGuard {
  return {
    allowlist: parseAllowlist(services.allowPrivateHosts),
    maxBytes: services.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
  }
}

let undici: Promise<Pick<typeof import('undici'), 'request'>> | undefined

/**
 * undici loads on the first model call (or the warm-up), not at start. Connections come from the
 * guard's pool for the run's allowlist, without undici's own timeouts: the model watch applies the
 * node's and the server's (`fetch` failed a call after 300 s whatever MODEL_TIMEOUT_MS said).
 */
export function loadModelHttp() {
  undici ??= import('undici')
  return undici
}

function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  if (!headers) return {}
  if (headers instanceof Headers) return Object.fromEntries(headers)
  if (Array.isArray(headers)) return Object.fromEntries(headers)
  return headers as Record<string, string>
}

/** Bodies sent as they are; the rest is `fetch`'s to encode. */
const isPlainBody = (body: RequestInit['body']): body is string | Uint8Array | null | undefined =>
  body == null || typeof body === 'string' || body instanceof Uint8Array

/** A Request object's URL and fields as fetch arguments (an SDK building its own Request, e.g. Mistral's). */
async function requestParts(request: Request, init: RequestInit | undefined): Promise<[string, RequestInit]> {
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD'
  return [
    request.url,
    {
      method: request.method,
      headers: request.headers,
      ...(hasBody ? { body: new Uint8Array(await request.arrayBuffer()) } : {}),
      ...init,
    },
  ]
}

/** The guard's fetch in the same shape (its web stream as a Node stream): the calls undici does not make. */
async function fetchAnswer(
  input: Parameters<typeof fetch>[0],
  init: RequestInit | undefined,
  signal: AbortSignal,
  guard: TModelGuard,
): Promise<TModelAnswer> {
  const [url, fields] = input instanceof Request ? await requestParts(input, init) : [input, init]
  const fetch = createGuardedFetch({ allowlist: guard.allowlist, maxResponseBytes: guard.maxBytes, signal })
  const res = await fetch(url, fields)
  const body = res.body ? Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>) : null
  return { status: res.status, statusText: res.statusText, headers: res.headers, body }
}

/** undici reports a refused lookup as a connection error; the guard's own error is what callers see. */
function unwrapBlocked(e: unknown): never {
  if (e instanceof Error && e.cause instanceof OutboundBlockedError) throw e.cause
  throw e
}

/**
 * One model call through the outbound guard. The guard's fetch makes the few undici does not: a body or
 * input sent as it is not (form data, a Request object), and a redirect, which it follows checking each hop.
 */
export async function requestModel(
  input: Parameters<typeof fetch>[0],
  init: RequestInit | undefined,
  signal: AbortSignal,
  guard: TModelGuard,
): Promise<TModelAnswer> {
  if (!(typeof input === 'string' || input instanceof URL) || !isPlainBody(init?.body))
    return fetchAnswer(input, init, signal, guard)
  checkUrl(typeof input === 'string' ? new URL(input) : input, guard.allowlist)
  const [{ request }, dispatcher] = await Promise.all([
    loadModelHttp(),
    guardedDispatcher(guard.allowlist, { noTimeouts: true }),
  ])
  const method = (init?.method ?? 'GET').toUpperCase() as Dispatcher.HttpMethod
  const answer = await request(input, {
    method,
    headers: headerRecord(init?.headers),
    body: init?.body ?? null,
    signal,
    dispatcher,
  }).catch(unwrapBlocked)
  if (answer.statusCode >= 300 && answer.statusCode < 400 && answer.headers.location) {
    answer.body.resume()
    return fetchAnswer(input, init, signal, guard)
  }
  const headers = answerHeaders(answer.headers)
  const encoding = headers.get('content-encoding')
  // Providers answer uncompressed unless asked (no accept-encoding is sent); a proxy may compress anyway.
  if (!isDecodable(encoding))
    return { status: answer.statusCode, statusText: answer.statusText ?? '', headers, body: answer.body }
  headers.delete('content-encoding')
  headers.delete('content-length')
  const body = boundedBody(answer.body, encoding, guard.maxBytes)
  return { status: answer.statusCode, statusText: answer.statusText ?? '', headers, body }
}

/** Statuses a `Response` may not have a body with. */
export const isNullBodyStatus = (status: number) => status === 204 || status === 205 || status === 304

/** Counts a model answer's bytes as they are read: past `maxBytes` the call fails. */
export function answerBudget(maxBytes: number): (chunk: Uint8Array) => void {
  let seen = 0
  return (chunk) => {
    seen += chunk.length
    if (seen > maxBytes)
      throw new ResponseTooLargeError(
        `The model answered more than ${Math.round(maxBytes / 1024 / 1024)} MB; it was not read further`,
      )
  }
}

/** Reads a body whole, as bytes, at most `maxBytes` of them. */
export async function readWhole(body: Readable, maxBytes: number): Promise<Uint8Array> {
  const count = answerBudget(maxBytes)
  const chunks: Buffer[] = []
  try {
    for await (const chunk of body) {
      count(chunk as Buffer)
      chunks.push(chunk as Buffer)
    }
  } catch (error) {
    body.destroy()
    throw error
  }
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)
}
