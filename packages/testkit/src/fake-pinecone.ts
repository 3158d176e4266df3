import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cosine } from './fake-json-server'

type TVector = { id: string; values: number[]; metadata: Record<string, unknown> }

export interface PineconeCall {
  method: string
  path: string
  headers: IncomingMessage['headers']
  body: unknown
}

export interface FakePinecone {
  /** The control plane's base URL (give it as the credential's base URL). */
  url: string
  calls: PineconeCall[]
  /** Stored vectors by namespace. */
  namespaces: Map<string, Map<string, TVector>>
  close(): Promise<void>
}

/** `{ field: { $eq: value } }` and `{ field: value }` filters, enough for tests. */
const matches = (metadata: Record<string, unknown>, filter: Record<string, unknown> | undefined) =>
  !filter ||
  Object.entries(filter).every(([key, cond]) =>
    cond && typeof cond === 'object' && '$eq' in cond ? metadata[key] === cond.$eq : metadata[key] === cond,
  )

/**
 * Pinecone on loopback: the control plane (`GET /indexes/<name>` answers the index host, here the
 * same server under `/hosts/<name>`) and each index's data plane (`/vectors/upsert`, `/vectors/delete` by ids, `/query`, cosine).
 * Every request must carry `Api-Key: pc-key` (else 401).
 */
export async function startFakePinecone(indexes: readonly string[]): Promise<FakePinecone> {
  const calls: PineconeCall[] = []
  const namespaces = new Map<string, Map<string, TVector>>()
  let origin = ''
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const body = (text ? JSON.parse(text) : {}) as Record<string, unknown>
      const path = (req.url ?? '/').replace(/\?.*$/, '')
      calls.push({ method: req.method ?? 'GET', path, headers: req.headers, body })
      const reply = (status: number, data: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' })
        res.end(JSON.stringify(data))
      }
      if (req.headers['api-key'] !== 'pc-key') return reply(401, { error: 'bad key' })
      const index = /^\/indexes\/([^/]+)$/.exec(path)?.[1]
      if (req.method === 'GET' && index) {
        if (!indexes.includes(index)) return reply(404, { error: 'no such index' })
        return reply(200, { name: index, dimension: 8, host: `${origin}/hosts/${index}` })
      }
      const data = /^\/hosts\/([^/]+)\/(vectors\/upsert|vectors\/delete|query)$/.exec(path)
      if (req.method !== 'POST' || !data) return reply(404, { error: `no route ${path}` })
      const ns = String(body.namespace ?? '')
      const store = namespaces.get(ns) ?? new Map<string, TVector>()
      namespaces.set(ns, store)
      if (data[2] === 'vectors/upsert') {
        const vectors = (body.vectors ?? []) as TVector[]
        for (const v of vectors) store.set(v.id, v)
        return reply(200, { upsertedCount: vectors.length })
      }
      if (data[2] === 'vectors/delete') {
        const ids = Array.isArray(body.ids) ? body.ids.map(String) : []
        if (ids.length === 0) return reply(400, { error: 'ids wanted' })
        for (const id of ids) store.delete(id)
        return reply(200, {})
      }
      const query = (body.vector ?? []) as number[]
      const filter = body.filter as Record<string, unknown> | undefined
      const found = [...store.values()]
        .filter((v) => matches(v.metadata, filter))
        .map((v) => ({ id: v.id, score: cosine(query, v.values), metadata: v.metadata }))
        .sort((a, b) => b.score - a.score)
        .slice(0, Number(body.topK ?? 4))
      reply(200, { matches: found, namespace: ns })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`
  return {
    url: origin,
    calls,
    namespaces,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
