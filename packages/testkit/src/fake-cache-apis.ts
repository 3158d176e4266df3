import type { ServerResponse } from 'node:http'
import { startLocalHttpServer, type TLocalServer } from './local-http-server'

export interface FakeCacheApis extends TLocalServer {
  /** What each service holds, by `<service>:<key>` (`upstash:k`, `momento:<cache>:k`). */
  readonly values: Map<string, string>
  /** `PX` / `EX` / `ttl_seconds` given with each write (and Upstash `EXPIRE` seconds), by the same keys. */
  readonly ttls: Map<string, string>
  /** Upstash lists (`RPUSH` / `LRANGE`), by `upstash:<key>`. */
  readonly lists: Map<string, string[]>
}

const reply = (res: ServerResponse, status: number, body: string, type = 'application/json') => {
  res.writeHead(status, { 'content-type': type })
  res.end(body)
}

/**
 * Upstash Redis' REST API (`POST /upstash` with a command array: GET, SET with PX/EX, DEL, RPUSH, LRANGE,
 * EXPIRE; bearer token
 * `up-token`) and Momento's HTTP cache API (`GET` / `PUT` / `DELETE /momento/cache/<cache>?key=…`,
 * the API key in `authorization`, `mo-key`) on loopback, keeping values in one map.
 */
export async function startFakeCacheApis(): Promise<FakeCacheApis> {
  const values = new Map<string, string>()
  const ttls = new Map<string, string>()
  const lists = new Map<string, string[]>()
  const server = await startLocalHttpServer((req, res) => {
    const url = new URL(req.url, 'http://fake')
    if (url.pathname === '/upstash') {
      if (req.headers.authorization !== 'Bearer up-token') return reply(res, 401, '{"error":"Unauthorized"}')
      const command: unknown = JSON.parse(req.body)
      if (!Array.isArray(command)) return reply(res, 400, '{"error":"ERR a command array is expected"}')
      const [verb, key, value, unit, amount] = command.map(String)
      const id = `upstash:${key}`
      switch (verb?.toUpperCase()) {
        case 'GET':
          return reply(res, 200, JSON.stringify({ result: values.get(id) ?? null }))
        case 'SET':
          values.set(id, value ?? '')
          if (unit) ttls.set(id, `${unit} ${amount}`)
          return reply(res, 200, '{"result":"OK"}')
        case 'DEL':
          return reply(res, 200, JSON.stringify({ result: values.delete(id) || lists.delete(id) ? 1 : 0 }))
        case 'RPUSH': {
          const list = [...(lists.get(id) ?? []), ...command.slice(2).map(String)]
          lists.set(id, list)
          return reply(res, 200, JSON.stringify({ result: list.length }))
        }
        case 'LRANGE': {
          const list = lists.get(id) ?? []
          const end = Number(unit ?? -1)
          return reply(
            res,
            200,
            JSON.stringify({
              result: list.slice(Number(value ?? 0), end < 0 ? list.length + end + 1 : end + 1),
            }),
          )
        }
        case 'EXPIRE':
          ttls.set(id, `EX ${value}`)
          return reply(res, 200, '{"result":1}')
        default:
          return reply(res, 400, JSON.stringify({ error: `ERR unknown command '${verb}'` }))
      }
    }
    const momento = /^\/momento\/cache\/([^/]+)$/.exec(url.pathname)
    if (momento) {
      if (req.headers.authorization !== 'mo-key') return reply(res, 401, 'unauthorized', 'text/plain')
      const id = `momento:${decodeURIComponent(momento[1] ?? '')}:${url.searchParams.get('key') ?? ''}`
      if (req.method === 'PUT') {
        values.set(id, req.body)
        ttls.set(id, `ttl_seconds ${url.searchParams.get('ttl_seconds') ?? ''}`)
        return reply(res, 204, '', 'text/plain')
      }
      if (req.method === 'DELETE') {
        values.delete(id)
        return reply(res, 204, '', 'text/plain')
      }
      const value = values.get(id)
      return value === undefined
        ? reply(res, 404, 'not found', 'text/plain')
        : reply(res, 200, value, 'application/octet-stream')
    }
    reply(res, 404, '{"error":"no such route"}')
  })
  return Object.assign(server, { values, ttls, lists })
}
