import { isRecord } from '@unikflow/graph'
import type { DocumentInterface } from '@langchain/core/documents'
import { NodeInputError } from '../../shared/read-inputs'
import type { RemoteVectorApi } from '../remote-vector-store'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

/** One parameterised SQL statement and its rows (a `pg` client's or pool's `query`). */
export type TSqlQuery = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>

export type TDistanceStrategy = 'cosine' | 'euclidean' | 'innerProduct'

/** pgvector's operator per strategy, and how its distance becomes a score where higher is closer. */
const DISTANCE: Record<TDistanceStrategy, { op: string; score: (d: number) => number }> = {
  cosine: { op: '<=>', score: (d) => 1 - d },
  euclidean: { op: '<->', score: (d) => 1 / (1 + d) },
  // `<#>` is the negative inner product.
  innerProduct: { op: '<#>', score: (d) => -d },
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * A pgvector table `(id uuid, "pageContent" text, metadata jsonb, embedding vector)` — the layout
 * Flowise's Postgres node writes — over any SQL query function. The extension and the table are
 * created when missing (once, before the first write or search); rows are upserted by id and searched
 * with the strategy's operator, filtered by `metadata @> filter`.
 */
export function pgVectorApi(options: {
  query: TSqlQuery
  tableName: string
  distance: TDistanceStrategy
  filter: Record<string, unknown>
}): RemoteVectorApi {
  const table = quoteIdent(options.tableName)
  const { op, score } = DISTANCE[options.distance]
  let ready: Promise<void> | undefined
  const ensureTable = () => {
    ready ??= (async () => {
      try {
        await options.query('CREATE EXTENSION IF NOT EXISTS vector')
      } catch (e) {
        // The server's own answer about the extension; connection failures keep their message.
        const message = e instanceof Error ? e.message : String(e)
        if (!/extension|vector/i.test(message)) throw e
        throw new NodeInputError(
          `The database has no pgvector extension (CREATE EXTENSION vector: ${message})`,
        )
      }
      await options.query(
        `CREATE TABLE IF NOT EXISTS ${table} (id uuid PRIMARY KEY DEFAULT gen_random_uuid(), "pageContent" text, metadata jsonb, embedding vector)`,
      )
    })()
    ready.catch(() => {
      ready = undefined
    })
    return ready
  }
  return {
    kind: 'pgvector',
    async add(rows) {
      if (rows.length === 0) return
      await ensureTable()
      const params: unknown[] = []
      const values = rows.map((r) => {
        params.push(r.id, r.doc.pageContent, JSON.stringify(r.doc.metadata), JSON.stringify(r.vector))
        const n = params.length
        return `($${n - 3}, $${n - 2}, $${n - 1}::jsonb, $${n}::vector)`
      })
      await options.query(
        `INSERT INTO ${table} (id, "pageContent", metadata, embedding) VALUES ${values.join(', ')}
         ON CONFLICT (id) DO UPDATE SET "pageContent" = EXCLUDED."pageContent", metadata = EXCLUDED.metadata, embedding = EXCLUDED.embedding`,
        params,
      )
    },
    async delete(ids) {
      await ensureTable()
      await options.query(`DELETE FROM ${table} WHERE id = ANY($1::uuid[])`, [ids])
    },
    async search(vector, k) {
      await ensureTable()
      const found = await options.query(
        `SELECT "pageContent", metadata, embedding ${op} $1::vector AS distance FROM ${table}
         WHERE metadata @> $2::jsonb ORDER BY distance LIMIT $3`,
        [JSON.stringify(vector), JSON.stringify(options.filter), k],
      )
      const { Document } = await langchainCoreDocuments()
      return found.map((row): { doc: DocumentInterface; score: number } => ({
        doc: new Document({
          pageContent: typeof row.pageContent === 'string' ? row.pageContent : '',
          metadata: isRecord(row.metadata) ? row.metadata : {},
        }),
        score: score(Number(row.distance)),
      }))
    },
  }
}
