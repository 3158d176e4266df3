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
  /** Payload keys of the text and the metadata (`content` and `metadata` unless given). */
  contentKey?: string
  metadataKey?: string
  /** How a collection this makes measures closeness (Cosine unless given), and more of its settings. */
  distance?: string
  collectionConfig?: Record<string, unknown>
  batchSize?: number
}): RemoteVectorApi {
  const contentKey = options.contentKey || 'content'
  const metadataKey = options.metadataKey || 'metadata'
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
    if (res.status === 404)
      await call('PUT', '', {
        ...options.collectionConfig,
        vectors: { size, distance: options.distance || 'Cosine' },
      })
    else if (!res.ok) throw new Error(`Qdrant answered ${res.status} for collection ${options.collection}`)
    ready = true
  }
  return {
    kind: 'qdrant',
    ...(options.batchSize ? { batchSize: options.batchSize } : {}),
    async add(rows) {
      if (rows.length === 0) return
      await ensureCollection(rows[0]?.vector.length ?? 0)
      await call('PUT', '/points?wait=true', {
        points: rows.map((r) => ({
          id: r.id,
          vector: r.vector,
          payload: { [contentKey]: r.doc.pageContent, [metadataKey]: r.doc.metadata },
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
            pageContent: typeof payload[contentKey] === 'string' ? payload[contentKey] : '',
            metadata: isRecord(payload[metadataKey]) ? payload[metadataKey] : {},
          }),
          score: typeof hit.score === 'number' ? hit.score : 0,
        }
      })
    },
  }
}
