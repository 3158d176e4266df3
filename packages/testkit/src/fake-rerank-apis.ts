import { fakeEmbedding } from './fake-embedding'
import { isRecord, replyJson, startJsonServer, type JsonCall } from './fake-json-server'

/** Words of a text, lower-cased, for the doubles' relevance: the share of the query's words a document has. */
const words = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])

export function overlapScore(query: string, document: string): number {
  const q = words(query)
  if (q.size === 0) return 0
  const d = words(document)
  let shared = 0
  for (const w of q) if (d.has(w)) shared++
  return shared / q.size
}

const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.map((x) => (isRecord(x) ? String(x.text) : String(x))) : []

/** Documents ranked by `overlapScore`, best first, the top `n`. */
function ranked(query: string, documents: string[], n: number | undefined) {
  return documents
    .map((text, index) => ({ index, text, score: overlapScore(query, text) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, n ?? documents.length)
}

export interface FakeRerankApis {
  /** The server's origin; each provider lives under its own prefix (`/cohere`, `/jina`, `/voyage`). */
  url: string
  calls: JsonCall[]
  close(): Promise<void>
}

/**
 * Cohere's embed and rerank APIs (`/cohere/v1/embed`, `/cohere/v1/rerank`; the same rerank on Azure AI Foundry at
 * `/azure/rerank` with an `api-key` header), Jina's rerank
 * (`/jina/v1/rerank`) and Voyage AI's rerank (`/voyage/v1/rerank`) on loopback, answering in each
 * provider's shape. Embeddings are the fake OpenAI server's (`fakeEmbedding`), so the same text has the
 * same vector on both; relevance is the share of the query's words a document holds. Every request is
 * recorded in `calls`; a request without a bearer key is refused with 401 as the services do.
 */
export async function startFakeRerankApis(): Promise<FakeRerankApis> {
  return startJsonServer((call, res) => {
    const azure = call.url === '/azure/rerank'
    if (azure ? !call.headers['api-key'] : !String(call.headers.authorization ?? '').startsWith('Bearer '))
      return replyJson(res, 401, { message: 'invalid api token' })
    const body = isRecord(call.body) ? call.body : {}
    const query = String(body.query ?? '')
    const documents = strings(body.documents)
    const top = (key: string) => (typeof body[key] === 'number' ? Number(body[key]) : undefined)
    switch (call.url) {
      case '/cohere/v1/embed':
        return replyJson(res, 200, {
          id: 'embed-1',
          texts: strings(body.texts),
          embeddings: strings(body.texts).map((t) => fakeEmbedding(t)),
        })
      case '/azure/rerank':
      case '/cohere/v1/rerank':
        return replyJson(res, 200, {
          id: 'rerank-1',
          results: ranked(query, documents, top('top_n')).map((r) => ({
            index: r.index,
            relevance_score: r.score,
          })),
        })
      case '/jina/v1/rerank':
        return replyJson(res, 200, {
          model: String(body.model ?? ''),
          results: ranked(query, documents, top('top_n')).map((r) => ({
            index: r.index,
            relevance_score: r.score,
            document: { text: r.text },
          })),
        })
      case '/voyage/v1/rerank':
        return replyJson(res, 200, {
          object: 'list',
          data: ranked(query, documents, top('top_k')).map((r) => ({
            index: r.index,
            relevance_score: r.score,
          })),
        })
      default:
        return replyJson(res, 404, { message: `no route ${call.url}` })
    }
  })
}
