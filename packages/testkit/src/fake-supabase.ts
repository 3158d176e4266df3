import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cosine } from './fake-json-server'
import { isRecord } from './fake-json-server'

type TRow = { id: number | string; content: string; metadata: Record<string, unknown>; embedding: number[] }

export interface SupabaseCall {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: unknown
}

export interface FakeSupabase {
  /** The project URL. */
  url: string
  calls: SupabaseCall[]
  /** Rows by table name. */
  tables: Map<string, TRow[]>
  close(): Promise<void>
}

/**
 * Supabase's PostgREST on loopback: `POST /rest/v1/<table>` stores rows (a bigserial id when none is
 * given) and `POST /rest/v1/rpc/match_documents` answers the nearest rows whose metadata contains the
 * filter (`metadata @> filter`), with `similarity`. Wants `apikey: sb-key` and `Authorization: Bearer sb-key`.
 */
export async function startFakeSupabase(): Promise<FakeSupabase> {
  const calls: SupabaseCall[] = []
  const tables = new Map<string, TRow[]>()
  let nextId = 1
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const body: unknown = text ? JSON.parse(text) : null
      const path = (req.url ?? '/').replace(/\?.*$/, '')
      calls.push({ method: req.method ?? 'GET', path, headers: req.headers, body })
      const reply = (status: number, data?: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(data === undefined ? '' : JSON.stringify(data))
      }
      if (req.headers.apikey !== 'sb-key' || req.headers.authorization !== 'Bearer sb-key')
        return reply(401, { message: 'Invalid API key' })
      if (req.method !== 'POST') return reply(404, { message: `no route ${path}` })
      if (path === '/rest/v1/rpc/match_documents') {
        const args = isRecord(body) ? body : {}
        const query = Array.isArray(args.query_embedding) ? args.query_embedding.map(Number) : []
        const filter = isRecord(args.filter) ? args.filter : {}
        const found = [...tables.values()]
          .flat()
          .filter((r) => Object.entries(filter).every(([k, v]) => r.metadata[k] === v))
          .map((r) => ({
            id: r.id,
            content: r.content,
            metadata: r.metadata,
            similarity: cosine(query, r.embedding),
          }))
          .sort((a, b) => b.similarity - a.similarity)
          .slice(0, Number(args.match_count ?? 10))
        return reply(200, found)
      }
      const table = /^\/rest\/v1\/([^/]+)$/.exec(path)?.[1]
      if (!table || !Array.isArray(body)) return reply(404, { message: `no route ${path}` })
      const rows = tables.get(table) ?? []
      tables.set(table, rows)
      for (const row of body.filter(isRecord))
        rows.push({
          id: typeof row.id === 'string' || typeof row.id === 'number' ? row.id : nextId++,
          content: String(row.content ?? ''),
          metadata: isRecord(row.metadata) ? row.metadata : {},
          embedding: Array.isArray(row.embedding) ? row.embedding.map(Number) : [],
        })
      reply(201)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    tables,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
