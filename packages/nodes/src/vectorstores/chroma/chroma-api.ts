import { isRecord } from '@unikflow/graph'
import type { DocumentInterface } from '@langchain/core/documents'
import type { TFetch } from '../../context'
import { callJson, type RemoteVectorApi } from '../remote-vector-store'
import { chromaWhere } from './chroma-where'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** Chroma keeps only flat metadata (strings, numbers, booleans): nested values are kept as JSON text. */
function flatMetadata(metadata: Record<string, unknown>): Record<string, string | number | boolean> {
  const out: Record<string, string | number | boolean> = {}
  for (const [k, v] of Object.entries(metadata))
    if (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') out[k] = v
    else if (v !== null && v !== undefined) out[k] = JSON.stringify(v)
  return out
}

const firstRow = (v: unknown): unknown[] => (Array.isArray(v) && Array.isArray(v[0]) ? v[0] : [])

/**
 * Chroma's v2 REST API (get-or-create collection, upsert, delete, query) through the outbound guard, in a
 * tenant and database (Chroma's defaults unless given). Scores are 1 - cosine distance. A `where`
 * (Chroma's metadata filter) goes with every query, its keys made one clause each (`chroma-where.ts`).
 */
export function chromaApi(options: {
  fetch: TFetch
  url: string
  collection: string
  apiKey?: string
  tenant?: string
  database?: string
  where?: Record<string, unknown>
  signal?: AbortSignal
}): RemoteVectorApi {
  const tenant = encodeURIComponent(options.tenant || 'default_tenant')
  const database = encodeURIComponent(options.database || 'default_database')
  const base = `${options.url.replace(/\/+$/, '')}/api/v2/tenants/${tenant}/databases/${database}/collections`
  const headers: Record<string, string> = options.apiKey ? { 'x-chroma-token': options.apiKey } : {}
  const call = (path: string, body: unknown) =>
    callJson(options.fetch, 'Chroma', `${base}${path}`, {
      method: 'POST',
      headers,
      body,
      ...(options.signal ? { signal: options.signal } : {}),
    })
  let collectionId: string | undefined
  const collection = async () => {
    if (collectionId) return collectionId
    const made = await call('', {
      name: options.collection,
      get_or_create: true,
      configuration: { hnsw: { space: 'cosine' } },
    })
    if (!isRecord(made) || typeof made.id !== 'string')
      throw new Error('Chroma did not answer a collection id')
    collectionId = made.id
    return collectionId
  }
  return {
    kind: 'chroma',
    async add(rows) {
      if (rows.length === 0) return
      const id = await collection()
      await call(`/${encodeURIComponent(id)}/upsert`, {
        ids: rows.map((r) => r.id),
        embeddings: rows.map((r) => r.vector),
        documents: rows.map((r) => r.doc.pageContent),
        metadatas: rows.map((r) => flatMetadata(r.doc.metadata)),
      })
    },
    async delete(ids) {
      const id = await collection()
      await call(`/${encodeURIComponent(id)}/delete`, { ids })
    },
    async search(vector, k) {
      const id = await collection()
      const answer = await call(`/${encodeURIComponent(id)}/query`, {
        query_embeddings: [vector],
        n_results: k,
        include: ['documents', 'metadatas', 'distances'],
        ...(options.where ? { where: chromaWhere(options.where) } : {}),
      })
      if (!isRecord(answer)) return []
      const documents = firstRow(answer.documents)
      const metadatas = firstRow(answer.metadatas)
      const distances = firstRow(answer.distances)
      const { Document } = await langchainCoreDocuments()
      return documents.map((text, i): { doc: DocumentInterface; score: number } => {
        const metadata = metadatas[i]
        const distance = distances[i]
        return {
          doc: new Document({
            pageContent: typeof text === 'string' ? text : '',
            metadata: isRecord(metadata) ? metadata : {},
          }),
          score: typeof distance === 'number' ? 1 - distance : 0,
        }
      })
    },
  }
}
