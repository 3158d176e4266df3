import { cosine, isRecord, numbers, replyJson, startJsonServer, type JsonCall } from './fake-json-server'

type TCollection = { dimension: number; metric: string; docs: Map<string, Record<string, unknown>> }

export interface FakeAstra {
  url: string
  calls: JsonCall[]
  /** Collections by `<keyspace>/<name>`. */
  collections: Map<string, TCollection>
  close(): Promise<void>
}

const error = (message: string) => ({ errors: [{ message, errorCode: 'INVALID_REQUEST' }] })

/**
 * Astra DB's Data API on loopback (the subset a vector store uses), answering as it does — HTTP 200 with
 * `errors` for what it refuses: `createCollection` on a keyspace (kept when it exists with the same vector
 * options), `findOneAndReplace` with `upsert` and `find` sorted by `$vector` (cosine, `includeSimilarity`
 * as (1 + cos) / 2, `projection: {$vector: 0}` honoured). Wants the header `token: AstraCS:test`.
 */
export async function startFakeAstra(): Promise<FakeAstra> {
  const collections = new Map<string, TCollection>()
  const server = await startJsonServer((call, res) => {
    if (call.headers.token !== 'AstraCS:test')
      return replyJson(res, 401, { errors: [{ message: 'UNAUTHENTICATED' }] })
    const m = /^\/api\/json\/v1\/(\w+)(?:\/(\w+))?$/.exec(call.url)
    const body = isRecord(call.body) ? call.body : {}
    if (!m || call.method !== 'POST') return replyJson(res, 404, error('no route'))
    const [, keyspace = '', name] = m
    if (!name) {
      const create = isRecord(body.createCollection) ? body.createCollection : {}
      const opts = isRecord(create.options) && isRecord(create.options.vector) ? create.options.vector : {}
      const key = `${keyspace}/${String(create.name)}`
      const had = collections.get(key)
      if (had && (had.dimension !== opts.dimension || had.metric !== opts.metric))
        return replyJson(res, 200, error('Collection already exists with different settings'))
      if (!had)
        collections.set(key, {
          dimension: Number(opts.dimension),
          metric: String(opts.metric),
          docs: new Map(),
        })
      return replyJson(res, 200, { status: { ok: 1 } })
    }
    const c = collections.get(`${keyspace}/${name}`)
    if (!c) return replyJson(res, 200, error(`Collection does not exist: ${name}`))
    if (isRecord(body.findOneAndReplace)) {
      const { filter, replacement } = body.findOneAndReplace
      if (!isRecord(filter) || !isRecord(replacement) || numbers(replacement.$vector).length !== c.dimension)
        return replyJson(res, 200, error('Vector dimension mismatch'))
      c.docs.set(String(filter._id), replacement)
      return replyJson(res, 200, { status: { matchedCount: 1, modifiedCount: 1 } })
    }
    if (isRecord(body.find)) {
      const sort = isRecord(body.find.sort) ? numbers(body.find.sort.$vector) : []
      const opts = isRecord(body.find.options) ? body.find.options : {}
      const hide = isRecord(body.find.projection) && body.find.projection.$vector === 0
      const documents = [...c.docs.values()]
        .map((d) => ({ d, s: (1 + cosine(sort, numbers(d.$vector))) / 2 }))
        .sort((a, b) => b.s - a.s)
        .slice(0, Number(opts.limit ?? 20))
        .map(({ d, s }) => {
          const { $vector: vector, ...rest } = d
          return {
            ...rest,
            ...(hide ? {} : { $vector: vector }),
            ...(opts.includeSimilarity ? { $similarity: s } : {}),
          }
        })
      return replyJson(res, 200, { data: { documents, nextPageState: null } })
    }
    replyJson(res, 200, error('Unknown command'))
  })
  return { ...server, collections }
}
