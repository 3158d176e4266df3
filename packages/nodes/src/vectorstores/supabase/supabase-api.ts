import { isRecord } from '@unikflow/graph'
import type { DocumentInterface } from '@langchain/core/documents'
import type { TFetch } from '../../context'
import { NodeInputError } from '../../shared/read-inputs'
import type { RemoteVectorApi } from '../remote-vector-store'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))
const postgrest = lazyImport(() => import('@supabase/postgrest-js'))

/** The error PostgREST answered, as the node's error (the database's own words). */
function checked<T>(answer: { data: T; error: { message: string } | null; status: number }): T {
  if (answer.error) throw new NodeInputError(`Supabase answered ${answer.status}: ${answer.error.message}`)
  return answer.data
}

/**
 * A Supabase table of documents through Supabase's own PostgREST client (`/rest/v1`): rows
 * `{ content, metadata, embedding }` are upserted into the table, and searches call the SQL function
 * `<queryName>` with `{ query_embedding, match_count, filter }` (Supabase's `match_documents`
 * convention). Every request goes through the outbound guard (the client's `fetch`) with the project
 * key as `apikey` and bearer token.
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
  const client = postgrest().then(
    ({ PostgrestClient }) =>
      new PostgrestClient(`${options.projectUrl.replace(/\/+$/, '')}/rest/v1`, {
        headers: { apikey: options.apiKey, Authorization: `Bearer ${options.apiKey}` },
        // The client passes URLs as strings; the guarded fetch takes only those.
        fetch: (input, init) =>
          options.fetch(
            typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
            init,
          ),
      }),
  )
  const withSignal = <B extends { abortSignal(signal: AbortSignal): B }>(builder: B): B =>
    options.signal ? builder.abortSignal(options.signal) : builder
  const insert = async (rows: Record<string, unknown>[]) =>
    checked(await withSignal((await client).from(options.tableName).upsert(rows)))
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
      const answer: unknown = checked(
        await withSignal(
          (await client).rpc(options.queryName, {
            query_embedding: vector,
            match_count: k,
            filter: options.filter,
          }),
        ),
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
