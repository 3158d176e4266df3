import { cosine, isRecord, numbers, replyJson, startJsonServer, type JsonCall } from './fake-json-server'

type TVector = { id: string; vector: number[]; metadata: Record<string, unknown> }

export interface FakeUpstashVector {
  url: string
  calls: JsonCall[]
  vectors: Map<string, TVector>
  close(): Promise<void>
}

/** `key = 'value'` joined by AND, optionally in parentheses (what the double reads of Upstash filters). */
function filterOf(filter: unknown): ((v: TVector) => boolean) | undefined {
  if (filter === undefined) return () => true
  const parts = String(filter).replace(/[()]/g, '').split(' AND ')
  const tests = parts.map((p) => /^(\w+) = '((?:[^'\\]|\\.)*)'$/.exec(p.trim()))
  if (tests.some((t) => !t)) return undefined
  return (v) => tests.every((t) => v.metadata[t?.[1] ?? ''] === t?.[2]?.replace(/\\'/g, "'"))
}

/**
 * Upstash Vector's REST API on loopback for one index of `dimension`: `POST /upsert` (a list of `{ id,
 * vector, metadata }`) `DELETE /delete` (`{ ids }`) and `POST /query` (cosine scores as Upstash gives them, (1 + cos) / 2; a filter of
 * `key = 'value'` joined by AND; else 400). Wants `Bearer up-token`.
 */
export async function startFakeUpstashVector(dimension = 32): Promise<FakeUpstashVector> {
  const vectors = new Map<string, TVector>()
  const server = await startJsonServer((call, res) => {
    if (call.headers.authorization !== 'Bearer up-token')
      return replyJson(res, 401, { error: 'Unauthorized' })
    if (call.method === 'POST' && call.url === '/upsert') {
      const given = (Array.isArray(call.body) ? call.body : [call.body]).filter(isRecord)
      if (given.some((v) => numbers(v.vector).length !== dimension))
        return replyJson(res, 422, { error: `Invalid vector dimension, expected: ${dimension}` })
      for (const v of given)
        vectors.set(String(v.id), {
          id: String(v.id),
          vector: numbers(v.vector),
          metadata: isRecord(v.metadata) ? v.metadata : {},
        })
      return replyJson(res, 200, { result: 'Success' })
    }
    if (call.method === 'DELETE' && call.url === '/delete') {
      const ids = isRecord(call.body) && Array.isArray(call.body.ids) ? call.body.ids.map(String) : []
      if (ids.length === 0) return replyJson(res, 400, { error: 'ids wanted' })
      return replyJson(res, 200, { result: { deleted: ids.filter((id) => vectors.delete(id)).length } })
    }
    if (call.method === 'POST' && call.url === '/query') {
      const body = isRecord(call.body) ? call.body : {}
      const keep = filterOf(body.filter)
      if (!keep) return replyJson(res, 400, { error: 'Invalid filter' })
      const query = numbers(body.vector)
      const result = [...vectors.values()]
        .filter(keep)
        .map((v) => ({
          id: v.id,
          score: (1 + cosine(query, v.vector)) / 2,
          ...(body.includeMetadata === true ? { metadata: v.metadata } : {}),
        }))
        .sort((a, b) => b.score - a.score)
        .slice(0, Number(body.topK ?? 10))
      return replyJson(res, 200, { result })
    }
    replyJson(res, 404, { error: `no route ${call.method} ${call.url}` })
  })
  return { ...server, vectors }
}
