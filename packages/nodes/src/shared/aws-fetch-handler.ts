import { Readable } from 'node:stream'
import type { HeaderBag, HttpHandlerOptions, HttpRequest, HttpResponse, RequestHandler } from '@smithy/types'

/** The query string of a signed AWS request, keys and values encoded as SigV4 signed them. */
function queryOf(query: HttpRequest['query']): string {
  const pairs = Object.entries(query ?? {}).flatMap(([key, value]) =>
    (Array.isArray(value) ? value : [value]).map((v) =>
      v === null ? encodeURIComponent(key) : `${encodeURIComponent(key)}=${encodeURIComponent(v)}`,
    ),
  )
  return pairs.length > 0 ? `?${pairs.join('&')}` : ''
}

/**
 * An AWS SDK client's transport over the run's guarded `fetch`: every request an SDK client (Bedrock)
 * sends goes through the outbound guard and the node's timeouts, as the other model clients' do. The
 * SDK signs the request before it reaches here; the body comes back as a Node stream, as the SDK's own
 * Node handler gives it.
 */
export function awsFetchHandler(
  fetchFn: typeof fetch,
): RequestHandler<HttpRequest, HttpResponse, HttpHandlerOptions> {
  return {
    metadata: { handlerProtocol: 'h1' },
    async handle(request, options) {
      const port = request.port ? `:${request.port}` : ''
      const url = `${request.protocol}//${request.hostname}${port}${request.path}${queryOf(request.query)}`
      const body: unknown = request.body
      const res = await fetchFn(url, {
        method: request.method,
        headers: request.headers,
        ...(typeof body === 'string' || body instanceof Uint8Array ? { body } : {}),
        // The SDK's own signal type is structurally the DOM one in Node.
        ...(options?.abortSignal instanceof AbortSignal ? { signal: options.abortSignal } : {}),
      })
      const headers: HeaderBag = {}
      res.headers.forEach((value, name) => {
        headers[name] = value
      })
      return {
        response: {
          statusCode: res.status,
          reason: res.statusText,
          headers,
          body: res.body ? Readable.fromWeb(res.body) : Readable.from([]),
        },
      }
    },
  }
}
