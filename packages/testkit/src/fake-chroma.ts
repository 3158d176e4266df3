import { BadChromaWhere, matchesChromaWhere } from './chroma-where'
import { cosine, isRecord, numbers, replyJson, startJsonServer, type JsonCall } from './fake-json-server'

type TRow = { vector: number[]; document: string; metadata: Record<string, unknown> }

export interface FakeChroma {
  url: string
  calls: JsonCall[]
  /** Rows of the collection by id. */
  rows: Map<string, TRow>
  close(): Promise<void>
}

/** Where Chroma's v2 API keeps collections of the default tenant and database. */
export const CHROMA_COLLECTIONS = '/api/v2/tenants/default_tenant/databases/default_database/collections'

/**
 * Chroma's v2 API on loopback for one collection (id `col-1`): get-or-create, `delete` (ids), `upsert` (ids, embeddings,
 * documents and flat metadatas of equal length; else 400) and `query` answering cosine distances of the
 * rows its `where` matches (`chroma-where.ts`; one Chroma would refuse is a 400). Wants `x-chroma-token: ch-key`.
 */
export async function startFakeChroma(collection = 'faq'): Promise<FakeChroma> {
  const rows = new Map<string, TRow>()
  const server = await startJsonServer((call, res) => {
    const body = isRecord(call.body) ? call.body : {}
    if (call.headers['x-chroma-token'] !== 'ch-key') return replyJson(res, 401, { error: 'Unauthorized' })
    if (call.method !== 'POST') return replyJson(res, 404, { error: `no route ${call.method} ${call.url}` })
    if (call.url === CHROMA_COLLECTIONS) {
      if (body.name !== collection || body.get_or_create !== true)
        return replyJson(res, 400, { error: 'unexpected collection request' })
      return replyJson(res, 200, { id: 'col-1', name: collection })
    }
    if (call.url === `${CHROMA_COLLECTIONS}/col-1/upsert`) {
      const ids = Array.isArray(body.ids) ? body.ids.map(String) : []
      const vectors = Array.isArray(body.embeddings) ? body.embeddings.map(numbers) : []
      const documents = Array.isArray(body.documents) ? body.documents.map(String) : []
      const metadatas = Array.isArray(body.metadatas) ? body.metadatas.filter(isRecord) : []
      const flat = metadatas.every((m) => Object.values(m).every((v) => typeof v !== 'object'))
      const lengths = [vectors.length, documents.length, metadatas.length]
      if (!ids.length || !flat || lengths.some((n) => n !== ids.length))
        return replyJson(res, 400, { error: 'bad upsert' })
      ids.forEach((id, i) =>
        rows.set(id, {
          vector: vectors[i] ?? [],
          document: documents[i] ?? '',
          metadata: metadatas[i] ?? {},
        }),
      )
      return replyJson(res, 200, {})
    }
    if (call.url === `${CHROMA_COLLECTIONS}/col-1/delete`) {
      const ids = Array.isArray(body.ids) ? body.ids.map(String) : []
      if (!ids.length) return replyJson(res, 400, { error: 'ids wanted' })
      for (const id of ids) rows.delete(id)
      return replyJson(res, 200, {})
    }
    if (call.url === `${CHROMA_COLLECTIONS}/col-1/query`) {
      const [query] = Array.isArray(body.query_embeddings) ? body.query_embeddings.map(numbers) : []
      const where = body.where
      let kept: [string, TRow][]
      try {
        if (where !== undefined) matchesChromaWhere({}, where)
        kept = [...rows.entries()].filter(
          ([, r]) => where === undefined || matchesChromaWhere(r.metadata, where),
        )
      } catch (e) {
        if (!(e instanceof BadChromaWhere)) throw e
        return replyJson(res, 400, { error: 'InvalidArgumentError', message: e.message })
      }
      const hits = kept
        .map(([id, r]) => ({ id, r, d: 1 - cosine(query ?? [], r.vector) }))
        .sort((x, y) => x.d - y.d)
        .slice(0, Number(body.n_results ?? 10))
      return replyJson(res, 200, {
        ids: [hits.map((h) => h.id)],
        documents: [hits.map((h) => h.r.document)],
        metadatas: [hits.map((h) => h.r.metadata)],
        distances: [hits.map((h) => h.d)],
      })
    }
    replyJson(res, 404, { error: `no route ${call.method} ${call.url}` })
  })
  return { ...server, rows }
}
