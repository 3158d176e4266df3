import type BetterSqlite3 from 'better-sqlite3'
import { ValidationError } from '../../../errors/app-error'
import { metadataKeyPattern, type TVectorFilter, type TVectorHit, type VectorIndex } from './vector-types'

const toBlob = (v: readonly number[]) => Buffer.from(new Float32Array(v).buffer)

function filterSql(filter: TVectorFilter | undefined): { sql: string; params: (string | number)[] } {
  const parts: string[] = []
  const params: (string | number)[] = []
  for (const [key, value] of Object.entries(filter ?? {})) {
    if (!metadataKeyPattern.test(key)) throw new ValidationError(`Invalid metadata key in filter: ${key}`)
    parts.push(`json_extract(metadata, '$."${key}"') = ?`)
    params.push(typeof value === 'boolean' ? Number(value) : value)
  }
  return { sql: parts.map((p) => ` and ${p}`).join(''), params }
}

/** sqlite-vec (loaded into the app's better-sqlite3 connection) over a plain table of float32 blobs. */
export async function createSqliteVecIndex(handle: BetterSqlite3.Database): Promise<VectorIndex> {
  const sqliteVec = await import('sqlite-vec')
  sqliteVec.load(handle)
  handle.exec(`create table if not exists document_vectors (
    store_id text not null, id text not null, content text not null, metadata text not null,
    embedding blob not null, primary key (store_id, id))`)
  const put = handle.prepare(
    'insert or replace into document_vectors (store_id, id, content, metadata, embedding) values (?, ?, ?, ?, ?)',
  )
  const del = handle.prepare('delete from document_vectors where store_id = ? and id = ?')
  const upsertMany = handle.transaction((storeId: string, rows: Parameters<VectorIndex['upsert']>[1]) => {
    for (const r of rows) put.run(storeId, r.id, r.content, JSON.stringify(r.metadata), toBlob(r.embedding))
  })
  const removeMany = handle.transaction((storeId: string, ids: readonly string[]) => {
    for (const id of ids) del.run(storeId, id)
  })
  return {
    kind: 'sqlite-vec',
    async upsert(storeId, rows) {
      upsertMany(storeId, rows)
    },
    async remove(storeId, ids) {
      removeMany(storeId, ids)
    },
    async removeStore(storeId) {
      handle.prepare('delete from document_vectors where store_id = ?').run(storeId)
    },
    async count(storeId) {
      const row: unknown = handle
        .prepare('select count(*) as n from document_vectors where store_id = ?')
        .get(storeId)
      return typeof row === 'object' && row !== null && 'n' in row ? Number(row.n) : 0
    },
    async query(storeId, embedding, k, filter) {
      const where = filterSql(filter)
      const rows: unknown[] = handle
        .prepare(
          `select id, content, metadata, vec_distance_cosine(embedding, ?) as distance
           from document_vectors where store_id = ?${where.sql} order by distance limit ?`,
        )
        .all(toBlob(embedding), storeId, ...where.params, k)
      return rows.flatMap((r): TVectorHit[] =>
        typeof r === 'object' &&
        r !== null &&
        'id' in r &&
        'content' in r &&
        'metadata' in r &&
        'distance' in r
          ? [
              {
                id: String(r.id),
                content: String(r.content),
                metadata: parseMetadata(String(r.metadata)),
                score: 1 - Number(r.distance),
              },
            ]
          : [],
      )
    },
  }
}

function parseMetadata(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text)
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {}
}
