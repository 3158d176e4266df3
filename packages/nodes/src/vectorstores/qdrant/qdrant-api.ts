import { isRecord } from '@unikflow/graph'
import type { DocumentInterface } from '@langchain/core/documents'
import type { TFetch } from '../../context'
import { callJson, type RemoteVectorApi } from '../remote-vector-store'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/**
 * Qdrant's REST API (collections, points upsert, delete and search) through the outbound guard. The
 * collection is made on first write with the embeddings' vector size and cosine distance. A `filter`
 * (Qdrant's own: must / should / must_not) goes with every search as given; the payload keeps the
 * document's metadata under `metadata`, as LangChain's QdrantVectorStore does, so its keys read
 * `metadata.<name>`.
 */
export function qdrantApi(options: {
  fetch: TFetch
  url: string
  collection: string
  apiKey?: string
  filter?: Record<string, unknown>
  signal?: AbortSignal
}): RemoteVectorApi {
  const base = `${options.url.replace(/\/+$/, '')}/collections/${encodeURIComponent(options.collection)}`
  const headers: Record<string, string> = options.apiKey ? { 'api-key': options.apiKey } : {}
  const call = (method: string, path: string, body?: unknown) =>
    callJson(options.fetch, 'Qdrant', `${base}${path}`, {
      method,
      headers,
      body,
      ...(options.signal ? { signal: options.signal } : {}),
    })
  let ready = false
  const ensureCollection = async (size: number) => {
    if (ready) return
    const res = await options.fetch(base, {
      method: 'GET',
      headers,
      ...(options.signal ? { signal: options.signal } : {}),
    })
    await res.body?.cancel()
    if (res.status === 404) await call('PUT', '', { vectors: { size, distance: 'Cosine' } })
    else if (!res.ok) throw new Error(`Qdrant answered ${res.status} for collection ${options.collection}`)
    ready = true
  }
  return {
    kind: 'qdrant',
    async add(rows) {
      if (rows.length === 0) return
      await ensureCollection(rows[0]?.vector.length ?? 0)
      await call('PUT', '/points?wait=true', {
        points: rows.map((r) => ({
          id: r.id,
          vector: r.vector,
          payload: { content: r.doc.pageContent, metadata: r.doc.metadata },
        })),
      })
    },
    async delete(ids) {
      await call('POST', '/points/delete?wait=true', { points: ids })
    },
    async search(vector, k) {
      const answer = await call('POST', '/points/search', {
        vector,
        limit: k,
        with_payload: true,
        ...(options.filter ? { filter: options.filter } : {}),
      })
      const result = isRecord(answer) && Array.isArray(answer.result) ? answer.result : []
      const { Document } = await langchainCoreDocuments()
      return result.filter(isRecord).map((hit): { doc: DocumentInterface; score: number } => {
        const payload = isRecord(hit.payload) ? hit.payload : {}
        return {
          doc: new Document({
            pageContent: typeof payload.content === 'string' ? payload.content : '',
            metadata: isRecord(payload.metadata) ? payload.metadata : {},
          }),
          score: typeof hit.score === 'number' ? hit.score : 0,
        }
      })
    },
  }
}
