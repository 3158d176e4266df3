import { isRecord } from '@unikflow/graph'
import type { DocumentInterface } from '@langchain/core/documents'
import type { TFetch } from '../../context'
import { lazyImport } from '../../shared/lazy-import'
import { callJson, type RemoteVectorApi } from '../remote-vector-store'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** The metadata key LangChain's Upstash store keeps the text under (indexes it filled read the same). */
const TEXT_KEY = '_pageContentLC'

/**
 * Upstash Vector's REST API (`/upsert`, `/query`, `/delete`) through the outbound guard, with the index's token. The
 * index exists already (its dimension is set when it is made in the Upstash console); a metadata filter
 * (Upstash's SQL-like syntax, e.g. `topic = 'faq'`) goes with every query.
 */
export function upstashVectorApi(options: {
  fetch: TFetch
  url: string
  token: string
  filter?: string
  signal?: AbortSignal
}): RemoteVectorApi {
  const base = options.url.replace(/\/+$/, '')
  const call = (path: string, body: unknown, method = 'POST') =>
    callJson(options.fetch, 'Upstash Vector', `${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${options.token}` },
      body,
      ...(options.signal ? { signal: options.signal } : {}),
    })
  return {
    kind: 'upstash',
    async add(rows) {
      if (rows.length === 0) return
      await call(
        '/upsert',
        rows.map((r) => ({
          id: r.id,
          vector: r.vector,
          metadata: { ...r.doc.metadata, [TEXT_KEY]: r.doc.pageContent },
        })),
      )
    },
    async delete(ids) {
      await call('/delete', { ids }, 'DELETE')
    },
    async search(vector, k) {
      const answer = await call('/query', {
        vector,
        topK: k,
        includeMetadata: true,
        includeVectors: false,
        ...(options.filter ? { filter: options.filter } : {}),
      })
      const hits = isRecord(answer) && Array.isArray(answer.result) ? answer.result.filter(isRecord) : []
      const { Document } = await langchainCoreDocuments()
      return hits.map((hit): { doc: DocumentInterface; score: number } => {
        const { [TEXT_KEY]: text, ...metadata } = isRecord(hit.metadata) ? hit.metadata : {}
        return {
          doc: new Document({ pageContent: typeof text === 'string' ? text : '', metadata }),
          score: typeof hit.score === 'number' ? hit.score : 0,
        }
      })
    },
  }
}
