import { startLocalHttpServer, type TLocalRequest, type TLocalServer } from '@unikflow/testkit'

/** What a route answers: JSON with 200, or a status and JSON body. */
export type TRestAnswer = unknown
export type TRestRoute = readonly [
  method: string,
  path: RegExp,
  answer: (
    req: TLocalRequest & { json: unknown; query: URLSearchParams },
    match: RegExpExecArray,
  ) => TRestAnswer,
]

/** A status and body a route returns instead of 200 and its value. */
export class RestStatus {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/**
 * A JSON REST API on loopback for a service tool's test: routes by method and path (without the query),
 * requests without the `authorization` header it expects refused with 401 (but for `open` paths, such as a
 * token endpoint), unknown routes 404. Bodies are read as JSON, or as a form when not JSON.
 */
export function startRestDouble(
  authorization: string | RegExp,
  routes: readonly TRestRoute[],
  open: RegExp = /^$/,
): Promise<TLocalServer> {
  return startLocalHttpServer((req, res) => {
    const url = new URL(req.url, 'http://double')
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(body === undefined ? '' : JSON.stringify(body))
    }
    const auth = String(req.headers.authorization ?? '')
    const signedIn = typeof authorization === 'string' ? auth === authorization : authorization.test(auth)
    if (!signedIn && !open.test(url.pathname)) return send(401, { error: { message: 'Invalid credentials' } })
    for (const [method, path, answer] of routes) {
      const match = path.exec(url.pathname)
      if (method !== req.method || !match) continue
      const json = bodyOf(req.body)
      const value = answer({ ...req, json, query: url.searchParams }, match)
      return value instanceof RestStatus ? send(value.status, value.body) : send(200, value)
    }
    send(404, { error: { message: `No route ${req.method} ${url.pathname}` } })
  })
}

/** The last request's JSON body. */
export const lastJson = (server: TLocalServer): unknown => JSON.parse(server.requests.at(-1)?.body || 'null')

function bodyOf(body: string): unknown {
  if (!body) return undefined
  try {
    return JSON.parse(body)
  } catch {
    return Object.fromEntries(new URLSearchParams(body))
  }
}
