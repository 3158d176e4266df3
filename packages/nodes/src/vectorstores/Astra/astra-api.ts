import { isRecord } from '@unikflow/graph'
import type { DocumentInterface } from '@langchain/core/documents'
import type { TFetch } from '../../context'
import { lazyImport } from '../../shared/lazy-import'
import { NodeInputError } from '../../shared/read-inputs'
import { callJson, type RemoteVectorApi } from '../remote-vector-store'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** Fields the Data API and LangChain's Astra store keep beside the metadata. */
const OWN = new Set(['_id', '$vector', '$similarity', 'text'])

/**
 * Astra DB's Data API (JSON over HTTP, `/api/json/v1/<keyspace>[/<collection>]`) through the outbound
 * guard, with the application token. The vector collection is made on the first write (`createCollection`
 * with the dimension and metric; an existing one is kept); each document is upserted by its content id as
 * `{ _id, $vector, text, …metadata }`, as LangChain's Astra store writes it; a search sorts by `$vector`.
 * The Data API answers 200 with `errors`: those are its errors.
 */
export function astraApi(options: {
  fetch: TFetch
  endpoint: string
  keyspace: string
  collection: string
  token: string
  dimension?: number
  metric: string
  signal?: AbortSignal
}): RemoteVectorApi {
  const base = `${options.endpoint.replace(/\/+$/, '')}/api/json/v1/${encodeURIComponent(options.keyspace)}`
  const call = async (path: string, body: unknown): Promise<Record<string, unknown>> => {
    const answer = await callJson(options.fetch, 'Astra DB', `${base}${path}`, {
      method: 'POST',
      headers: { token: options.token },
      body,
      ...(options.signal ? { signal: options.signal } : {}),
    })
    const errors = isRecord(answer) && Array.isArray(answer.errors) ? answer.errors.filter(isRecord) : []
    if (errors.length > 0) throw new NodeInputError(`Astra DB answered: ${String(errors[0]?.message ?? '')}`)
    return isRecord(answer) ? answer : {}
  }
  const path = `/${encodeURIComponent(options.collection)}`
  let ready = false
  return {
    kind: 'astra',
    async add(rows) {
      if (rows.length === 0) return
      const dimension = options.dimension ?? rows[0]?.vector.length ?? 0
      if (!ready)
        await call('', {
          createCollection: {
            name: options.collection,
            options: { vector: { dimension, metric: options.metric } },
          },
        })
      ready = true
      for (const r of rows)
        await call(path, {
          findOneAndReplace: {
            filter: { _id: r.id },
            replacement: { ...r.doc.metadata, _id: r.id, $vector: r.vector, text: r.doc.pageContent },
            options: { upsert: true },
          },
        })
    },
    async search(vector, k) {
      const answer = await call(path, {
        find: {
          sort: { $vector: vector },
          projection: { $vector: 0 },
          options: { limit: k, includeSimilarity: true },
        },
      })
      const data = isRecord(answer.data) && Array.isArray(answer.data.documents) ? answer.data.documents : []
      const { Document } = await langchainCoreDocuments()
      return data.filter(isRecord).map((d): { doc: DocumentInterface; score: number } => ({
        doc: new Document({
          pageContent: typeof d.text === 'string' ? d.text : '',
          metadata: Object.fromEntries(Object.entries(d).filter(([key]) => !OWN.has(key))),
        }),
        score: typeof d.$similarity === 'number' ? d.$similarity : 0,
      }))
    },
  }
}
