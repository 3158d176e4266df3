import { isRecord } from '@unikflow/graph'
import type { DocumentInterface } from '@langchain/core/documents'
import type { TFetch } from '../../context'
import { lazyImport } from '../../shared/lazy-import'
import { NodeInputError } from '../../shared/read-inputs'
import { callJson, type RemoteVectorApi } from '../remote-vector-store'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** A Zep document collection's API: the open-source server's (v1) or Zep Cloud's (v2). */
export type TZepCollection = {
  /** Makes the collection unless it exists (`dimensions`: open-source Zep, vectors given by us). */
  ensure(dimensions?: number): Promise<void>
  add(docs: readonly { id: string; doc: DocumentInterface; vector?: number[] }[]): Promise<void>
  search(
    query: { vector?: number[]; text?: string },
    k: number,
  ): Promise<{ doc: DocumentInterface; score: number }[]>
}

/**
 * Zep's document collections over REST through the outbound guard. The open-source server (`/api/v1/
 * collection/<name>`) takes the vectors we embed (a collection that is not auto-embedded); Zep Cloud
 * (`/api/v2/collections/<name>`) embeds text itself. A metadata filter (Zep's `{ where: { jsonpath } }`)
 * goes with every search.
 */
export function zepCollection(options: {
  fetch: TFetch
  flavour: 'open-source' | 'cloud'
  baseUrl: string
  collection: string
  apiKey?: string
  filter?: Record<string, unknown>
  signal?: AbortSignal
}): TZepCollection {
  const cloud = options.flavour === 'cloud'
  const root = options.baseUrl.replace(/\/+$/, '')
  const base = `${root}${cloud ? '/api/v2/collections' : '/api/v1/collection'}/${encodeURIComponent(options.collection)}`
  const headers: Record<string, string> = options.apiKey
    ? { authorization: cloud ? `Api-Key ${options.apiKey}` : `Bearer ${options.apiKey}` }
    : {}
  const what = cloud ? 'Zep Cloud' : 'Zep'
  const call = (method: string, path: string, body?: unknown) =>
    callJson(options.fetch, what, `${base}${path}`, {
      method,
      headers,
      body,
      ...(options.signal ? { signal: options.signal } : {}),
    })
  let ready = false
  return {
    async ensure(dimensions) {
      if (ready) return
      const exists = await call('GET', '').then(
        () => true,
        (e: unknown) => {
          if (e instanceof NodeInputError && / answered 404/.test(e.message)) return false
          throw e
        },
      )
      if (!exists)
        await call(
          'POST',
          '',
          cloud
            ? { description: 'Made by Unikflow' }
            : { name: options.collection, embedding_dimensions: dimensions, is_auto_embedded: false },
        )
      ready = true
    },
    async add(docs) {
      await call(
        'POST',
        cloud ? '/documents' : '/document',
        docs.map((d) => ({
          document_id: d.id,
          content: d.doc.pageContent,
          metadata: d.doc.metadata,
          ...(d.vector ? { embedding: d.vector } : {}),
        })),
      )
    },
    async search(query, k) {
      const answer = await call('POST', `/search?limit=${k}`, {
        ...(query.vector ? { embedding: query.vector } : {}),
        ...(query.text !== undefined ? { text: query.text } : {}),
        ...(cloud ? { search_type: 'similarity' } : {}),
        ...(options.filter ? { metadata: options.filter } : {}),
      })
      const results = isRecord(answer) && Array.isArray(answer.results) ? answer.results.filter(isRecord) : []
      const { Document } = await langchainCoreDocuments()
      return results.map((r) => ({
        doc: new Document({
          pageContent: typeof r.content === 'string' ? r.content : '',
          metadata: isRecord(r.metadata) ? r.metadata : {},
        }),
        score: typeof r.score === 'number' ? r.score : 0,
      }))
    },
  }
}

/** Open-source Zep as a vector database: the collection is made with the embeddings' dimension. */
export function zepVectorApi(collection: TZepCollection): RemoteVectorApi {
  return {
    kind: 'zep',
    async add(rows) {
      if (rows.length === 0) return
      await collection.ensure(rows[0]?.vector.length)
      await collection.add(rows)
    },
    search: (vector, k) => collection.search({ vector }, k),
  }
}
