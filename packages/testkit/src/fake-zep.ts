import { cosine, isRecord, numbers, replyJson, startJsonServer, type JsonCall } from './fake-json-server'
import { overlapScore } from './fake-rerank-apis'

type TDoc = { id: string; content: string; metadata: Record<string, unknown>; embedding: number[] }
type TCollection = { dimensions: number | undefined; docs: Map<string, TDoc> }

export interface FakeZep {
  url: string
  calls: JsonCall[]
  /** Collections by `<v1|v2>/<name>`. */
  collections: Map<string, TCollection>
  close(): Promise<void>
}

/** Zep's `{ where: { jsonpath: '$[*] ? (@.key == "value")' } }`, the form the double reads. */
function filterOf(metadata: unknown): ((d: TDoc) => boolean) | undefined {
  if (metadata === undefined) return () => true
  const path = isRecord(metadata) && isRecord(metadata.where) ? String(metadata.where.jsonpath) : ''
  const m = /^\$\[\*\] \? \(@\.(\w+) == "([^"]*)"\)$/.exec(path)
  return m ? (d) => d.metadata[m[1] ?? ''] === m[2] : undefined
}

/**
 * Zep's document collections on loopback: the open-source server's `/api/v1/collection/<name>` (made with
 * `embedding_dimensions` and not auto-embedded: documents bring an `embedding` of that size; a search by
 * `embedding`, cosine) and Zep Cloud's `/api/v2/collections/<name>` (documents as text; a search by
 * `text`, ranked by word overlap). GET answers 404 until made; a search keeps to a jsonpath filter
 * (another filter is a 400). Wants `Bearer zep-key` (v1) or `Api-Key zep-key` (v2).
 */
export async function startFakeZep(): Promise<FakeZep> {
  const collections = new Map<string, TCollection>()
  const server = await startJsonServer((call, res) => {
    const m = /^\/api\/(v1|v2)\/collections?\/([\w-]+)(\/documents?|\/search)?(?:\?limit=(\d+))?$/.exec(
      call.url,
    )
    if (!m) return replyJson(res, 404, { message: `no route ${call.url}` })
    const [, version = '', name = '', action = '', limit = '10'] = m
    const auth = version === 'v1' ? 'Bearer zep-key' : 'Api-Key zep-key'
    if (call.headers.authorization !== auth) return replyJson(res, 401, { message: 'unauthorized' })
    const key = `${version}/${name}`
    const c = collections.get(key)
    const body = isRecord(call.body) ? call.body : {}
    if (!action && call.method === 'GET')
      return c ? replyJson(res, 200, { name }) : replyJson(res, 404, { message: 'not found' })
    if (!action && call.method === 'POST') {
      if (c) return replyJson(res, 409, { message: 'collection already exists' })
      if (
        version === 'v1' &&
        (body.is_auto_embedded !== false || typeof body.embedding_dimensions !== 'number')
      )
        return replyJson(res, 400, { message: 'embedding_dimensions wanted' })
      collections.set(key, {
        dimensions: version === 'v1' ? Number(body.embedding_dimensions) : undefined,
        docs: new Map(),
      })
      return replyJson(res, 200, { message: 'OK' })
    }
    if (!c) return replyJson(res, 404, { message: 'collection not found' })
    if (action.startsWith('/document') && call.method === 'POST') {
      const docs = (Array.isArray(call.body) ? call.body : []).filter(isRecord)
      if (c.dimensions !== undefined && docs.some((d) => numbers(d.embedding).length !== c.dimensions))
        return replyJson(res, 400, { message: 'embedding size mismatch' })
      for (const d of docs)
        c.docs.set(String(d.document_id), {
          id: String(d.document_id),
          content: String(d.content),
          metadata: isRecord(d.metadata) ? d.metadata : {},
          embedding: numbers(d.embedding),
        })
      return replyJson(
        res,
        200,
        docs.map((d) => d.document_id),
      )
    }
    if (action === '/search' && call.method === 'POST') {
      const keep = filterOf(body.metadata)
      if (!keep) return replyJson(res, 400, { message: 'invalid metadata filter' })
      const query = numbers(body.embedding)
      const results = [...c.docs.values()]
        .filter(keep)
        .map((d) => ({
          content: d.content,
          metadata: d.metadata,
          score:
            version === 'v1' ? cosine(query, d.embedding) : overlapScore(String(body.text ?? ''), d.content),
        }))
        .sort((a, b) => b.score - a.score)
        .slice(0, Number(limit))
      return replyJson(res, 200, { results, result_count: results.length })
    }
    replyJson(res, 405, { message: 'method not allowed' })
  })
  return { ...server, collections }
}
