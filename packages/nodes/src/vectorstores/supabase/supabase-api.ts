import { isRecord } from '@unikflow/graph'
import type { DocumentInterface } from '@langchain/core/documents'
import type { TFetch } from '../../context'
import { NodeInputError } from '../../shared/read-inputs'
import { callJson, type RemoteVectorApi } from '../remote-vector-store'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/**
 * A Supabase table of documents over PostgREST (`/rest/v1`): rows `{ content, metadata, embedding }`
 * are upserted into the table, and searches call the SQL function `rpc/<queryName>` with
 * `{ query_embedding, match_count, filter }` (Supabase's `match_documents` convention). Every request
 * goes through the outbound guard with the project key as `apikey` and bearer token.
 */
export function supabaseApi(options: {
  fetch: TFetch
  projectUrl: string
  apiKey: string
  tableName: string
  queryName: string
  filter: Record<string, unknown>
  signal?: AbortSignal
}): RemoteVectorApi {
  const base = `${options.projectUrl.replace(/\/+$/, '')}/rest/v1`
  const headers = { apikey: options.apiKey, Authorization: `Bearer ${options.apiKey}` }
  const signal = options.signal ? { signal: options.signal } : {}
  const insert = (rows: unknown[]) =>
    callJson(options.fetch, 'Supabase', `${base}/${encodeURIComponent(options.tableName)}`, {
      method: 'POST',
      headers: { ...headers, Prefer: 'resolution=merge-duplicates,return=minimal' },
      body: rows,
      ...signal,
    })
  return {
    kind: 'supabase',
    async add(rows) {
      if (rows.length === 0) return
      const plain = rows.map((r) => ({
        content: r.doc.pageContent,
        metadata: r.doc.metadata,
        embedding: r.vector,
      }))
      try {
        await insert(plain)
      } catch (e) {
        // A table whose id has no default (not a bigserial) needs ids: give each row its content's id.
        if (!(e instanceof NodeInputError) || !e.message.includes('null value in column "id"')) throw e
        await insert(plain.map((row, i) => ({ id: rows[i]?.id, ...row })))
      }
    },
    async search(vector, k) {
      const answer = await callJson(
        options.fetch,
        'Supabase',
        `${base}/rpc/${encodeURIComponent(options.queryName)}`,
        {
          method: 'POST',
          headers,
          body: { query_embedding: vector, match_count: k, filter: options.filter },
          ...signal,
        },
      )
      const { Document } = await langchainCoreDocuments()
      return (Array.isArray(answer) ? answer : [])
        .filter(isRecord)
        .map((row): { doc: DocumentInterface; score: number } => ({
          doc: new Document({
            pageContent: typeof row.content === 'string' ? row.content : '',
            metadata: isRecord(row.metadata) ? row.metadata : {},
          }),
          score: typeof row.similarity === 'number' ? row.similarity : 0,
        }))
    },
  }
}
