import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { Dispatcher } from 'undici'

/**
 * The HTTP under model clients. Node's `fetch` builds a web Request, a web stream per body and a
 * transferable AbortSignal for every call: about a fifth of the server's CPU per prediction went
 * there. A model call is a JSON POST whose answer is read whole or as a stream of events, which
 * undici's `request` does with a Node stream and a fraction of the work; its answer is handed to the
 * SDKs as the `Response` they expect. Anything else (form data, a Request object) goes to `fetch`.
 */

/** A model answer: status, headers and the body as a Node stream (none for a bodiless answer of fetch's). */
export type TModelAnswer = {
  readonly status: number
  readonly statusText: string
  readonly headers: Headers
  readonly body: Readable | null
}

type Undici = typeof import('undici')
let undici: Promise<{ request: Undici['request']; dispatcher: Dispatcher }> | undefined

/**
 * undici loads on the first model call (or the warm-up), not at start. Its own connection pool (keep-alive,
 * as fetch's): a global dispatcher set by Node's bundled undici may be of another version. No timeouts of
 * undici's own: the model watch applies the node's and the server's (`fetch` failed a call after 300 s
 * whatever MODEL_TIMEOUT_MS said).
 */
export function loadModelHttp() {
  undici ??= import('undici').then(({ Agent, request }) => ({
    request,
    dispatcher: new Agent({ headersTimeout: 0, bodyTimeout: 0 }),
  }))
  return undici
}

function headerRecord(headers: RequestInit['headers']): Record<string, string> {
  if (!headers) return {}
  if (headers instanceof Headers) return Object.fromEntries(headers)
  if (Array.isArray(headers)) return Object.fromEntries(headers)
  return headers as Record<string, string>
}

function answerHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else headers.append(name, value)
  }
  return headers
}

/** Providers answer uncompressed unless asked (no accept-encoding is sent); a proxy may compress anyway. */
function decoded(body: Readable, encoding: string | null): Readable {
  const decoder =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'br'
        ? createBrotliDecompress()
        : encoding === 'deflate'
          ? createInflate()
          : undefined
  if (!decoder) return body
  body.on('error', (e) => decoder.destroy(e))
  return body.pipe(decoder)
}

/** Bodies sent as they are; the rest is `fetch`'s to encode. */
const isPlainBody = (body: RequestInit['body']): body is string | Uint8Array | null | undefined =>
  body == null || typeof body === 'string' || body instanceof Uint8Array

/** `fetch`'s answer in the same shape (its web stream as a Node stream): the calls undici does not make. */
async function fetchAnswer(
  input: Parameters<typeof fetch>[0],
  init: RequestInit | undefined,
  signal: AbortSignal,
): Promise<TModelAnswer> {
  const res = await fetch(input, { ...init, signal })
  const body = res.body ? Readable.fromWeb(res.body as NodeReadableStream<Uint8Array>) : null
  return { status: res.status, statusText: res.statusText, headers: res.headers, body }
}

/**
 * One model call. `fetch` makes the few undici does not: a body or input sent as it is not (form data, a
 * Request object), and a redirect, which `fetch` follows.
 */
export async function requestModel(
  input: Parameters<typeof fetch>[0],
  init: RequestInit | undefined,
  signal: AbortSignal,
): Promise<TModelAnswer> {
  if (!(typeof input === 'string' || input instanceof URL) || !isPlainBody(init?.body))
    return fetchAnswer(input, init, signal)
  const { request, dispatcher } = await loadModelHttp()
  const method = (init?.method ?? 'GET').toUpperCase() as Dispatcher.HttpMethod
  const answer = await request(input, {
    method,
    headers: headerRecord(init?.headers),
    body: init?.body ?? null,
    signal,
    dispatcher,
  })
  if (answer.statusCode >= 300 && answer.statusCode < 400 && answer.headers.location) {
    answer.body.resume()
    return fetchAnswer(input, init, signal)
  }
  const headers = answerHeaders(answer.headers)
  const body = decoded(answer.body, headers.get('content-encoding'))
  if (body !== answer.body) {
    headers.delete('content-encoding')
    headers.delete('content-length')
  }
  return { status: answer.statusCode, statusText: answer.statusText ?? '', headers, body }
}

/** Statuses a `Response` may not have a body with. */
export const isNullBodyStatus = (status: number) => status === 204 || status === 205 || status === 304

/** Reads a body whole, as bytes. */
export async function readWhole(body: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = []
  for await (const chunk of body) chunks.push(chunk as Buffer)
  return chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)
}
