import { isRecord } from '@unikflow/graph'
import type { DocumentInterface } from '@langchain/core/documents'
import type { Index, RecordMetadata } from '@pinecone-database/pinecone'
import type { TFetch } from '../../context'
import type { RemoteVectorApi } from '../remote-vector-store'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))
const pineconeClient = lazyImport(() => import('@pinecone-database/pinecone'))

/** A metadata value Pinecone stores as it is: a string, number, boolean or list of strings. */
function plainValue(value: unknown): RecordMetadata[string] | undefined {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value
  if (Array.isArray(value) && value.every((v): v is string => typeof v === 'string')) return value
  return undefined
}

/** Pinecone metadata holds strings, numbers, booleans and lists of strings; anything else is stored as JSON text. */
function flatMetadata(metadata: Record<string, unknown>): RecordMetadata {
  const out: RecordMetadata = {}
  for (const [key, value] of Object.entries(metadata)) {
    if (value === null || value === undefined) continue
    out[key] = plainValue(value) ?? JSON.stringify(value)
  }
  return out
}

/**
 * Pinecone through its official client: the index's host is found once through the control plane
 * (`GET /indexes/<name>`), then upserts, deletes and queries go to the index; every request goes through the
 * outbound guard (the client's `fetchApi`).
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
  const signal = options.signal
  // The run's signal ends a request the client sends, whichever of its calls it is.
  const fetchApi: TFetch = (url, init) => options.fetch(url, { ...init, ...(signal ? { signal } : {}) })
  // Asked on first use, not at supply: a refused or failed lookup rejects inside the call that awaits it
  // (an eager promise would reject unhandled while the flow is still preparing its documents).
  let found: Promise<Index> | undefined
  const index = () => (found ??= openIndex())
  const openIndex = () =>
    pineconeClient().then(async ({ Pinecone }) => {
      const client = new Pinecone({
        apiKey: options.apiKey,
        controllerHostUrl: options.controlUrl.replace(/\/+$/, ''),
        fetchApi,
        // The engine decides about retries; a failed call fails the node with Pinecone's answer.
        maxRetries: 0,
      })
      // The host is asked here and handed over: the client's own lookup is cached for the whole process
      // by API key and index name alone, so another base URL (a proxy, a moved index) would get a stale host.
      const { host } = await client.describeIndex(options.index)
      return client
        .index(options.index, host.includes('://') ? host : `https://${host}`)
        .namespace(options.namespace)
    })
  return {
    kind: 'pinecone',
    async add(rows) {
      if (rows.length === 0) return
      await (
        await index()
      ).upsert({
        records: rows.map((r) => ({
          id: r.id,
          values: r.vector,
          metadata: { ...flatMetadata(r.doc.metadata), [options.textKey]: r.doc.pageContent },
        })),
      })
    },
    async delete(ids) {
      await (await index()).deleteMany({ ids: [...ids] })
    },
    async search(vector, k) {
      const answer = await (
        await index()
      ).query({
        vector,
        topK: k,
        includeMetadata: true,
        ...(options.filter ? { filter: options.filter } : {}),
      })
      const { Document } = await langchainCoreDocuments()
      return answer.matches.map((hit): { doc: DocumentInterface; score: number } => {
        const { [options.textKey]: text, ...metadata } = isRecord(hit.metadata) ? hit.metadata : {}
        return {
          doc: new Document({ pageContent: typeof text === 'string' ? text : '', metadata }),
          score: hit.score ?? 0,
        }
      })
    },
  }
}
