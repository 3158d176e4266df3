import { cosine, isRecord, numbers, replyJson, startJsonServer, type JsonCall } from './fake-json-server'
import { BadQdrantFilter, matchesQdrantFilter } from './qdrant-filter'

type TPoint = { id: string; vector: number[]; payload: Record<string, unknown> }

export interface FakeQdrant {
  url: string
  calls: JsonCall[]
  /** Points of the collection by id. */
  points: Map<string, TPoint>
  close(): Promise<void>
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/**
 * Qdrant's REST API on loopback for one collection: `GET` (404 until created), `PUT` to create it (cosine,
 * the vector size remembered), `PUT …/points?wait=true` (UUID ids, vectors of that size, payload
 * `{ content, metadata }`; else 400), `POST …/points/delete?wait=true` (`points`: ids) and `POST …/points/search` by cosine, keeping only the points its
 * `filter` matches (`qdrant-filter.ts`; a filter it cannot read is a 400). Wants `api-key: qd-key`.
 */
export async function startFakeQdrant(collection = 'faq'): Promise<FakeQdrant> {
  const points = new Map<string, TPoint>()
  let size = 0
  const base = `/collections/${collection}`
  const server = await startJsonServer((call, res) => {
    const body = isRecord(call.body) ? call.body : {}
    if (call.headers['api-key'] !== 'qd-key') return replyJson(res, 401, { status: 'unauthorized' })
    if (call.method === 'GET' && call.url === base)
      return size
        ? replyJson(res, 200, { result: { status: 'green' } })
        : replyJson(res, 404, { status: { error: 'Not found' } })
    if (call.method === 'PUT' && call.url === base) {
      const vectors = isRecord(body.vectors) ? body.vectors : {}
      if (vectors.distance !== 'Cosine' || typeof vectors.size !== 'number')
        return replyJson(res, 400, { status: { error: 'vectors: size and distance wanted' } })
      size = vectors.size
      return replyJson(res, 200, { result: true })
    }
    if (call.method === 'PUT' && call.url === `${base}/points?wait=true`) {
      const given = Array.isArray(body.points) ? body.points.filter(isRecord) : []
      const parsed = given.map((p) => ({
        id: String(p.id),
        vector: numbers(p.vector),
        payload: isRecord(p.payload) ? p.payload : {},
      }))
      const bad = parsed.find(
        (p) => !UUID.test(p.id) || p.vector.length !== size || typeof p.payload.content !== 'string',
      )
      if (bad || parsed.length === 0) return replyJson(res, 400, { status: { error: 'bad points' } })
      for (const p of parsed) points.set(p.id, p)
      return replyJson(res, 200, { result: { status: 'completed' } })
    }
    if (call.method === 'POST' && call.url === `${base}/points/delete?wait=true`) {
      const ids = Array.isArray(body.points) ? body.points.map(String) : []
      if (ids.length === 0 || !ids.every((id) => UUID.test(id)))
        return replyJson(res, 400, { status: { error: 'points: ids wanted' } })
      for (const id of ids) points.delete(id)
      return replyJson(res, 200, { result: { status: 'completed' } })
    }
    if (call.method === 'POST' && call.url === `${base}/points/search`) {
      const query = numbers(body.vector)
      let kept: TPoint[]
      try {
        // Checked once without points too: Qdrant refuses a malformed filter whatever is stored.
        matchesQdrantFilter({ id: '', payload: {} }, body.filter)
        kept = [...points.values()].filter((p) => matchesQdrantFilter(p, body.filter))
      } catch (e) {
        if (!(e instanceof BadQdrantFilter)) throw e
        return replyJson(res, 400, { status: { error: `Format error in JSON body: ${e.message}` } })
      }
      const hits = kept
        .map((p) => ({ id: p.id, score: cosine(query, p.vector), payload: p.payload }))
        .sort((x, y) => y.score - x.score)
        .slice(0, Number(body.limit ?? 10))
      return replyJson(res, 200, { result: hits })
    }
    replyJson(res, 404, { status: { error: `no route ${call.method} ${call.url}` } })
  })
  return { ...server, points }
}
