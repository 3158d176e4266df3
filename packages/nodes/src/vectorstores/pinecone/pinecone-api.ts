import { isRecord } from '@unikflow/graph'
import type { DocumentInterface } from '@langchain/core/documents'
import type { TFetch } from '../../context'
import { callJson, type RemoteVectorApi } from '../remote-vector-store'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** Pinecone's REST API version these requests follow. */
const API_VERSION = '2025-04'

/** Pinecone metadata holds strings, numbers, booleans and lists of strings; anything else is stored as JSON text. */
function flatMetadata(metadata: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(metadata)) {
    if (value === null || value === undefined) continue
    const plain =
      ['string', 'number', 'boolean'].includes(typeof value) ||
      (Array.isArray(value) && value.every((v) => typeof v === 'string'))
    out[key] = plain ? value : JSON.stringify(value)
  }
  return out
}

/**
 * Pinecone's data plane (upsert, query) at the index's own host, found once through the control plane
 * (`GET /indexes/<name>`); every request goes through the outbound guard.
 */
export function pineconeApi(options: {
  fetch: TFetch
  controlUrl: string
  index: string
  apiKey: string
  namespace: string
  textKey: string
  filter: Record<string, unknown> | undefined
  signal?: AbortSignal
}): RemoteVectorApi {
  const headers = { 'Api-Key': options.apiKey, 'X-Pinecone-API-Version': API_VERSION }
  const signal = options.signal ? { signal: options.signal } : {}
  let host: Promise<string> | undefined
  const indexHost = () => {
    host ??= callJson(
      options.fetch,
      'Pinecone',
      `${options.controlUrl.replace(/\/+$/, '')}/indexes/${encodeURIComponent(options.index)}`,
      { method: 'GET', headers, ...signal },
    ).then((answer) => {
      const found = isRecord(answer) && typeof answer.host === 'string' ? answer.host : ''
      if (!found) throw new Error(`Pinecone did not say where index ${options.index} is`)
      return (found.includes('://') ? found : `https://${found}`).replace(/\/+$/, '')
    })
    return host
  }
  const call = async (path: string, body: unknown) =>
    callJson(options.fetch, 'Pinecone', `${await indexHost()}${path}`, {
      method: 'POST',
      headers,
      body,
      ...signal,
    })
  return {
    kind: 'pinecone',
    async add(rows) {
      if (rows.length === 0) return
      await call('/vectors/upsert', {
        namespace: options.namespace,
        vectors: rows.map((r) => ({
          id: r.id,
          values: r.vector,
          metadata: { ...flatMetadata(r.doc.metadata), [options.textKey]: r.doc.pageContent },
        })),
      })
    },
    async search(vector, k) {
      const answer = await call('/query', {
        namespace: options.namespace,
        vector,
        topK: k,
        includeMetadata: true,
        ...(options.filter ? { filter: options.filter } : {}),
      })
      const matches = isRecord(answer) && Array.isArray(answer.matches) ? answer.matches : []
      const { Document } = await langchainCoreDocuments()
      return matches.filter(isRecord).map((hit): { doc: DocumentInterface; score: number } => {
        const { [options.textKey]: text, ...metadata } = isRecord(hit.metadata) ? hit.metadata : {}
        return {
          doc: new Document({ pageContent: typeof text === 'string' ? text : '', metadata }),
          score: typeof hit.score === 'number' ? hit.score : 0,
        }
      })
    },
  }
}
