import { cosine, isRecord, numbers, replyJson } from './fake-json-server'
import { startLocalHttpServer, type TLocalRequest } from './local-http-server'

type TDoc = { id: string; source: Record<string, unknown> }
type TIndex = { mapping: Record<string, unknown>; docs: Map<string, TDoc> }

export interface FakeSearchEngine {
  url: string
  requests: TLocalRequest[]
  /** Indexes by name: the `embedding` mapping they were made with and their documents by id. */
  indexes: Map<string, TIndex>
  close(): Promise<void>
}

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null
  } catch {
    return undefined
  }
}

/**
 * Elasticsearch's or OpenSearch's REST API on loopback (the subset a vector store uses): `HEAD /<index>`
 * (404 until made), `PUT /<index>` (an `embedding` field of `dense_vector` with `dims` and `similarity`,
 * or — OpenSearch, with `index.knn` on — `knn_vector` with `dimension`; else 400), `POST /<index>/_bulk`
 * (NDJSON `index` actions, vectors of the mapped size, and `delete` actions) and `POST /<index>/_search` with Elasticsearch's
 * top-level `knn` or OpenSearch's `query.knn` (nearest by cosine). Wants `authorization: <auth>`.
 */
export async function startFakeSearchEngine(
  dialect: 'elasticsearch' | 'opensearch',
  auth: string,
): Promise<FakeSearchEngine> {
  const indexes = new Map<string, TIndex>()
  const server = await startLocalHttpServer((req, res) => {
    if (req.headers.authorization !== auth) return replyJson(res, 401, { error: 'security_exception' })
    const [path = ''] = req.url.split('?')
    const [, name = '', action = ''] = path.split('/').map(decodeURIComponent)
    const index = indexes.get(name)
    if (req.method === 'HEAD' && !action) {
      res.writeHead(index ? 200 : 404)
      return res.end()
    }
    if (req.method === 'PUT' && !action) {
      const mapping = mappingOf(dialect, parse(req.body))
      if (!mapping || index) return replyJson(res, 400, { error: 'resource_already_exists or bad mapping' })
      indexes.set(name, { mapping, docs: new Map() })
      return replyJson(res, 200, { acknowledged: true, index: name })
    }
    if (!index) return replyJson(res, 404, { error: { type: 'index_not_found_exception' } })
    if (req.method === 'POST' && action === '_bulk') return bulk(index, req, res)
    if (req.method === 'POST' && action === '_search') {
      const body = parse(req.body)
      const query = searchOf(dialect, body)
      if (!query) return replyJson(res, 400, { error: 'no knn query' })
      const hits = [...index.docs.values()]
        .map((d) => ({
          _id: d.id,
          _score: cosine(query.vector, numbers(d.source.embedding)),
          _source: d.source,
        }))
        .sort((a, b) => b._score - a._score)
        .slice(0, query.k)
      return replyJson(res, 200, { hits: { total: { value: hits.length }, hits } })
    }
    replyJson(res, 404, { error: `no route ${req.method} ${req.url}` })
  })
  return { url: server.url, requests: server.requests, indexes, close: server.close }
}

function mappingOf(dialect: string, body: unknown): Record<string, unknown> | undefined {
  if (!isRecord(body) || !isRecord(body.mappings) || !isRecord(body.mappings.properties)) return undefined
  const field = body.mappings.properties.embedding
  if (!isRecord(field)) return undefined
  if (dialect === 'elasticsearch')
    return field.type === 'dense_vector' &&
      typeof field.dims === 'number' &&
      typeof field.similarity === 'string'
      ? field
      : undefined
  const knnOn = isRecord(body.settings) && isRecord(body.settings.index) && body.settings.index.knn === true
  return knnOn && field.type === 'knn_vector' && typeof field.dimension === 'number' ? field : undefined
}

function searchOf(dialect: string, body: unknown): { vector: number[]; k: number } | undefined {
  if (!isRecord(body)) return undefined
  if (dialect === 'elasticsearch') {
    const knn = body.knn
    if (!isRecord(knn) || knn.field !== 'embedding') return undefined
    return { vector: numbers(knn.query_vector), k: Number(knn.k ?? 10) }
  }
  const knn = isRecord(body.query) && isRecord(body.query.knn) ? body.query.knn.embedding : undefined
  return isRecord(knn) ? { vector: numbers(knn.vector), k: Number(knn.k ?? 10) } : undefined
}

function bulk(index: TIndex, req: TLocalRequest, res: Parameters<typeof replyJson>[0]): void {
  if (req.headers['content-type'] !== 'application/x-ndjson')
    return replyJson(res, 406, { error: 'Content-Type header [application/json] is not supported' })
  const lines = req.body.split('\n').filter(Boolean).map(parse)
  const size = Number(index.mapping.dims ?? index.mapping.dimension)
  const items: unknown[] = []
  let errors = false
  for (let i = 0; i < lines.length; i++) {
    const action = lines[i]
    const removed = isRecord(action) && isRecord(action.delete) ? action.delete : undefined
    if (removed) {
      const found = index.docs.delete(String(removed._id))
      items.push({ delete: { _id: removed._id, status: found ? 200 : 404 } })
      continue
    }
    const source = lines[++i]
    const meta = isRecord(action) && isRecord(action.index) ? action.index : undefined
    const ok = meta && isRecord(source) && numbers(source.embedding).length === size
    if (!ok || !isRecord(source)) {
      errors = true
      items.push({ index: { status: 400, error: { type: 'mapper_parsing_exception' } } })
      continue
    }
    index.docs.set(String(meta._id), { id: String(meta._id), source })
    items.push({ index: { _id: meta._id, status: 201 } })
  }
  replyJson(res, 200, { errors, items })
}
