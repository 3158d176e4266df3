import { fakeEmbedding } from './fake-embedding'
import { overlapScore } from './fake-rerank-apis'
import { json, type FakeRequest } from './fake-route'

// Cohere's embed API and the rerank APIs, answered on the fake model server's port too, so that a provider's
// one credential (its base path) serves its chat, embeddings and rerank nodes alike.

const record = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? { ...v } : {}
const texts = (v: unknown): string[] =>
  Array.isArray(v) ? v.map((x) => (typeof x === 'string' ? x : String(record(x).text ?? ''))) : []

/** Cohere's `POST /v1/embed`: a vector per text (the fake OpenAI embeddings, so the same text matches). */
export function cohereEmbed(r: FakeRequest): boolean {
  if (r.method !== 'POST' || r.path !== '/v1/embed') return false
  const body = record(r.body)
  json(r.res, 200, {
    id: `embed-${r.nextId()}`,
    texts: texts(body.texts),
    embeddings: texts(body.texts).map((t) => fakeEmbedding(t)),
  })
  return true
}

/**
 * Any `POST …/rerank` (Cohere, Azure AI Foundry, Jina, Voyage AI): the documents ranked by the share of the
 * query's words each holds, the top `top_n` / `top_k`, listed both as `results` (Cohere, Jina) and `data`
 * (Voyage AI).
 */
export function rerank(r: FakeRequest): boolean {
  if (r.method !== 'POST' || !r.path.endsWith('/rerank')) return false
  const body = record(r.body)
  const query = String(body.query ?? '')
  const top = [body.top_n, body.top_k].find((n) => typeof n === 'number')
  const ranked = texts(body.documents)
    .map((text, index) => ({ index, text, relevance_score: overlapScore(query, text) }))
    .sort((a, b) => b.relevance_score - a.relevance_score || a.index - b.index)
    .slice(0, typeof top === 'number' ? top : undefined)
  json(r.res, 200, {
    id: `rerank-${r.nextId()}`,
    object: 'list',
    results: ranked.map(({ index, text, relevance_score }) => ({
      index,
      relevance_score,
      document: { text },
    })),
    data: ranked.map(({ index, relevance_score }) => ({ index, relevance_score })),
  })
  return true
}
