import { isRecord } from '@unikflow/graph'
import type { DocumentInterface } from '@langchain/core/documents'
import { lazyImport } from '../../shared/lazy-import'
import type { TMysqlQuery } from '../../shared/mysql-query'
import type { RemoteVectorApi } from '../remote-vector-store'

const langchainCoreDocuments = lazyImport(() => import('@langchain/core/documents'))

export type TSingleStoreColumns = {
  readonly table: string
  readonly content: string
  readonly vector: string
  readonly metadata: string
}

const quoteIdent = (name: string) => `\`${name.replace(/`/g, '``')}\``

/**
 * `JSON_EXTRACT_JSON(metadata, 'a', 'b') = '<json>'` for every leaf of the filter (nested objects are key
 * paths), all of them required — the comparison LangChain's SingleStoreVectorStore makes, so a filter
 * finds the same rows as in Flowise.
 */
export function metadataWhere(
  column: string,
  filter: Record<string, unknown>,
): { sql: string; params: unknown[] } {
  const clauses: string[] = []
  const params: unknown[] = []
  const walk = (record: Record<string, unknown>, path: string[]) => {
    for (const [key, value] of Object.entries(record)) {
      if (value === undefined) continue
      if (isRecord(value)) {
        walk(value, [...path, key])
        continue
      }
      const keys = [...path, key]
      clauses.push(`JSON_EXTRACT_JSON(${column}, ${keys.map(() => '?').join(', ')}) = ?`)
      params.push(...keys, JSON.stringify(value))
    }
  }
  walk(filter, [])
  return { sql: clauses.length ? `WHERE ${clauses.join(' AND ')}` : '', params }
}

const readMetadata = (value: unknown): Record<string, unknown> => {
  // SingleStore answers a JSON column parsed; servers that keep JSON as text answer the text.
  if (isRecord(value)) return value
  if (typeof value !== 'string' && !Buffer.isBuffer(value)) return {}
  try {
    const parsed: unknown = JSON.parse(value.toString())
    return isRecord(parsed) ? parsed : {}
  } catch {
    return {}
  }
}

/**
 * The table LangChain's SingleStoreVectorStore (so Flowise's SingleStore node) writes — `id BIGINT
 * AUTO_INCREMENT`, the content, the vector packed by `JSON_ARRAY_PACK` into a BLOB, the metadata as JSON —
 * created when missing; searched by `DOT_PRODUCT` with the query vector, highest first.
 */
export function singleStoreApi(options: {
  query: TMysqlQuery
  columns: TSingleStoreColumns
}): RemoteVectorApi {
  const { query } = options
  const table = quoteIdent(options.columns.table)
  const content = quoteIdent(options.columns.content)
  const vector = quoteIdent(options.columns.vector)
  const metadata = quoteIdent(options.columns.metadata)
  let ready: Promise<unknown> | undefined
  const ensureTable = () => {
    ready ??= query(
      `CREATE TABLE IF NOT EXISTS ${table} (id BIGINT AUTO_INCREMENT PRIMARY KEY, ${content} LONGTEXT CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci, ${vector} BLOB, ${metadata} JSON)`,
      [],
    )
    ready.catch(() => {
      ready = undefined
    })
    return ready
  }
  return {
    kind: 'singlestore',
    callerFilter: true,
    async add(rows) {
      if (rows.length === 0) return
      await ensureTable()
      const params = rows.flatMap((r) => [
        r.doc.pageContent,
        JSON.stringify(r.vector),
        JSON.stringify(r.doc.metadata),
      ])
      await query(
        `INSERT INTO ${table} (${content}, ${vector}, ${metadata}) VALUES ${rows.map(() => '(?, JSON_ARRAY_PACK(?), ?)').join(', ')}`,
        params,
      )
    },
    async search(queryVector, k, filter) {
      await ensureTable()
      const where = metadataWhere(metadata, filter ?? {})
      const found = await query(
        `SELECT ${content} AS content, ${metadata} AS metadata, DOT_PRODUCT(${vector}, JSON_ARRAY_PACK(?)) AS __score
         FROM ${table} ${where.sql} ORDER BY __score DESC LIMIT ?`,
        [JSON.stringify(queryVector), ...where.params, k],
      )
      const { Document } = await langchainCoreDocuments()
      return found.map((row): { doc: DocumentInterface; score: number } => ({
        doc: new Document({
          pageContent: typeof row.content === 'string' ? row.content : String(row.content ?? ''),
          metadata: readMetadata(row.metadata),
        }),
        score: Number(row.__score),
      }))
    },
  }
}
