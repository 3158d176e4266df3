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

const isRow = (r: unknown): r is Record<string, unknown> => typeof r === 'object' && r !== null

/** The vec0 table of one vector length (vec0 columns have a fixed dimension). */
const knnTable = (dim: number) => `document_vec_${Math.trunc(dim)}`

/**
 * sqlite-vec (loaded into the app's better-sqlite3 connection). Rows (text, metadata, the float32
 * vector) live in `document_vectors`; a vec0 virtual table per vector length (`document_vec_<dim>`,
 * partitioned by store, cosine distance, same rowid) answers the nearest-neighbour search, so a top-K
 * query does not compute distances in SQL row by row. Metadata filters use an exact scan of the store's
 * rows (`vec_distance_cosine`), as vec0 cannot filter on JSON.
 */
export async function createSqliteVecIndex(handle: BetterSqlite3.Database): Promise<VectorIndex> {
  const sqliteVec = await import('sqlite-vec')
  sqliteVec.load(handle)
  handle.exec(`create table if not exists document_vectors (
    store_id text not null, id text not null, content text not null, metadata text not null,
    embedding blob not null, primary key (store_id, id))`)
  const knnTables = new Set<number>()
  const ensureKnn = (dim: number) => {
    if (knnTables.has(dim)) return
    const exists = handle
      .prepare("select 1 from sqlite_master where type = 'table' and name = ?")
      .get(knnTable(dim))
    if (!exists) {
      handle.exec(
        `create virtual table ${knnTable(dim)} using vec0(store_id text partition key, embedding float[${dim}] distance_metric=cosine)`,
      )
      // Vectors stored before this table existed (or by an older version) are indexed once.
      handle
        .prepare(
          `insert into ${knnTable(dim)} (rowid, store_id, embedding)
           select rowid, store_id, embedding from document_vectors where length(embedding) = ?`,
        )
        .run(dim * 4)
    }
    knnTables.add(dim)
  }
  for (const row of handle
    .prepare('select distinct length(embedding) / 4 as dim from document_vectors')
    .all())
    if (isRow(row) && Number(row.dim) > 0) ensureKnn(Number(row.dim))

  const find = handle.prepare(
    'select rowid, length(embedding) / 4 as dim from document_vectors where store_id = ? and id = ?',
  )
  const put = handle.prepare(
    'insert into document_vectors (store_id, id, content, metadata, embedding) values (?, ?, ?, ?, ?)',
  )
  const del = handle.prepare('delete from document_vectors where rowid = ?')
  const dropRow = (storeId: string, id: string) => {
    const old: unknown = find.get(storeId, id)
    if (!isRow(old)) return
    const dim = Number(old.dim)
    if (dim > 0) {
      ensureKnn(dim)
      handle.prepare(`delete from ${knnTable(dim)} where rowid = ?`).run(BigInt(Number(old.rowid)))
    }
    del.run(old.rowid)
  }
  const upsertMany = handle.transaction((storeId: string, rows: Parameters<VectorIndex['upsert']>[1]) => {
    for (const r of rows) {
      dropRow(storeId, r.id)
      // Before the row is written: a new vec0 table indexes the rows already stored.
      if (r.embedding.length > 0) ensureKnn(r.embedding.length)
      const blob = toBlob(r.embedding)
      const { lastInsertRowid } = put.run(storeId, r.id, r.content, JSON.stringify(r.metadata), blob)
      if (r.embedding.length > 0)
        handle
          .prepare(
            `insert into ${knnTable(r.embedding.length)} (rowid, store_id, embedding) values (?, ?, ?)`,
          )
          .run(BigInt(lastInsertRowid), storeId, blob)
    }
  })
  const removeMany = handle.transaction((storeId: string, ids: readonly string[]) => {
    for (const id of ids) dropRow(storeId, id)
  })
  const removeAll = handle.transaction((storeId: string) => {
    for (const dim of knnTables)
      handle.prepare(`delete from ${knnTable(dim)} where store_id = ?`).run(storeId)
    handle.prepare('delete from document_vectors where store_id = ?').run(storeId)
  })

  const toHits = (rows: unknown[]): TVectorHit[] =>
    rows.flatMap((r): TVectorHit[] =>
      isRow(r) && 'id' in r && 'content' in r && 'metadata' in r && 'distance' in r
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

  return {
    kind: 'sqlite-vec',
    async upsert(storeId, rows) {
      upsertMany(storeId, rows)
    },
    async remove(storeId, ids) {
      removeMany(storeId, ids)
    },
    async removeStore(storeId) {
      removeAll(storeId)
    },
    async count(storeId) {
      const row: unknown = handle
        .prepare('select count(*) as n from document_vectors where store_id = ?')
        .get(storeId)
      return isRow(row) ? Number(row.n) : 0
    },
    async query(storeId, embedding, k, filter) {
      const where = filterSql(filter)
      if (where.params.length > 0 || !knnTables.has(embedding.length))
        return toHits(
          handle
            .prepare(
              `select id, content, metadata, vec_distance_cosine(embedding, ?) as distance
               from document_vectors where store_id = ?${where.sql} order by distance limit ?`,
            )
            .all(toBlob(embedding), storeId, ...where.params, k),
        )
      return toHits(
        handle
          .prepare(
            `with knn as (
               select rowid, distance from ${knnTable(embedding.length)}
               where embedding match ? and k = ? and store_id = ?
             )
             select v.id, v.content, v.metadata, knn.distance
             from knn join document_vectors v on v.rowid = knn.rowid
             order by knn.distance`,
          )
          .all(toBlob(embedding), k, storeId),
      )
    },
  }
}

function parseMetadata(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text)
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {}
}
