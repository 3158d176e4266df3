import { cosine, isRecord, numbers, replyJson, startJsonServer, type JsonCall } from './fake-json-server'
import { overlapScore } from './fake-rerank-apis'

type TIndex = {
  primaryKey: string
  settings: Record<string, unknown>
  docs: Map<string, Record<string, unknown>>
}
type TTask = { taskUid: number; status: string; error: unknown }

export interface FakeMeilisearch {
  url: string
  calls: JsonCall[]
  indexes: Map<string, TIndex>
  close(): Promise<void>
}

/** `metadata.<key> = "value"` (what the double reads of Meilisearch filters), else undefined. */
function filterOf(filter: unknown): ((d: Record<string, unknown>) => boolean) | undefined {
  if (filter === undefined) return () => true
  const m = /^metadata\.(\w+) = "([^"]*)"$/.exec(String(filter))
  return m ? (d) => isRecord(d.metadata) && d.metadata[m[1] ?? ''] === m[2] : undefined
}

/**
 * Meilisearch's REST API on loopback (the subset a hybrid vector store uses). Writes answer a task
 * (`GET /tasks/<uid>`: first `enqueued`, then `succeeded` or `failed`, as the queue would): index
 * create / get / delete, settings (a `userProvided` embedder with `dimensions`), documents (each with
 * `_vectors.<embedder>.embeddings` of that size) and a hybrid search: `semanticRatio` × cosine + the rest
 * × word overlap, a filter of `metadata.<key> = "value"`. Writes want `Bearer admin-key`, a search either key.
 */
export async function startFakeMeilisearch(): Promise<FakeMeilisearch> {
  const indexes = new Map<string, TIndex>()
  const tasks = new Map<number, TTask & { polled: number }>()
  const enqueue = (res: Parameters<typeof replyJson>[0], error: unknown = null) => {
    const taskUid = tasks.size
    tasks.set(taskUid, { taskUid, status: error ? 'failed' : 'succeeded', error, polled: 0 })
    replyJson(res, 202, { taskUid, status: 'enqueued' })
  }
  const server = await startJsonServer((call, res) => {
    const auth = call.headers.authorization
    const admin = auth === 'Bearer admin-key'
    const m = /^\/(indexes|tasks)(?:\/([\w-]+))?(\/settings|\/documents|\/search)?$/.exec(call.url)
    if (!m || (!admin && auth !== 'Bearer search-key'))
      return replyJson(res, m ? 403 : 404, { message: 'invalid_api_key' })
    const [, kind, uid = '', action = ''] = m
    if (kind === 'tasks') {
      const t = tasks.get(Number(uid))
      if (!t) return replyJson(res, 404, { message: 'task_not_found' })
      t.polled += 1
      return replyJson(res, 200, { ...t, status: t.polled > 1 ? t.status : 'enqueued' })
    }
    const index = indexes.get(uid)
    const body = isRecord(call.body) ? call.body : {}
    if (action === '/search' && call.method === 'POST') return search(res, index, body)
    if (!admin) return replyJson(res, 403, { message: 'The provided API key is invalid.' })
    if (!uid && call.method === 'POST') {
      if (indexes.has(String(body.uid))) return enqueue(res, { code: 'index_already_exists' })
      indexes.set(String(body.uid), { primaryKey: String(body.primaryKey), settings: {}, docs: new Map() })
      return enqueue(res)
    }
    if (!action && call.method === 'GET')
      return index
        ? replyJson(res, 200, { uid, primaryKey: index.primaryKey })
        : replyJson(res, 404, { code: 'index_not_found' })
    if (!action && call.method === 'DELETE') {
      const had = indexes.delete(uid)
      return enqueue(res, had ? null : { code: 'index_not_found' })
    }
    if (!index) return replyJson(res, 404, { code: 'index_not_found' })
    if (action === '/settings' && call.method === 'PATCH') {
      index.settings = { ...index.settings, ...body }
      return enqueue(res)
    }
    if (action === '/documents' && call.method === 'POST') {
      const embedder = isRecord(index.settings.embedders)
        ? Object.entries(index.settings.embedders)[0]
        : undefined
      const dims = embedder && isRecord(embedder[1]) ? Number(embedder[1].dimensions) : 0
      const docs = (Array.isArray(call.body) ? call.body : []).filter(isRecord)
      const vectorOf = (d: Record<string, unknown>) =>
        isRecord(d._vectors) && isRecord(d._vectors[embedder?.[0] ?? ''])
          ? numbers((d._vectors[embedder?.[0] ?? ''] as Record<string, unknown>).embeddings)
          : []
      if (docs.some((d) => vectorOf(d).length !== dims))
        return enqueue(res, { code: 'invalid_vector_dimensions' })
      for (const d of docs) index.docs.set(String(d[index.primaryKey]), { ...d, vector: vectorOf(d) })
      return enqueue(res)
    }
    replyJson(res, 405, { message: 'method not allowed' })
  })
  return { ...server, indexes }
}

function search(
  res: Parameters<typeof replyJson>[0],
  index: TIndex | undefined,
  body: Record<string, unknown>,
): void {
  if (!index) return replyJson(res, 404, { code: 'index_not_found' })
  const keep = filterOf(body.filter)
  if (!keep) return replyJson(res, 400, { code: 'invalid_search_filter' })
  const hybrid = isRecord(body.hybrid) ? body.hybrid : {}
  const ratio = Number(hybrid.semanticRatio ?? 0.5)
  const query = numbers(body.vector)
  const hits = [...index.docs.values()]
    .filter(keep)
    .map((d) => ({
      d,
      s:
        ratio * cosine(query, numbers(d.vector)) +
        (1 - ratio) * overlapScore(String(body.q ?? ''), String(d.pageContent)),
    }))
    .sort((a, b) => b.s - a.s)
    .slice(0, Number(body.limit ?? 20))
    .map(({ d }) => {
      const { vector: _vector, _vectors, ...rest } = d
      return rest
    })
  replyJson(res, 200, { hits, query: body.q })
}
