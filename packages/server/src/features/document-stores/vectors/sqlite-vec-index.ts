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

/** The vec0 tables of one vector length (vec0 columns have a fixed dimension). */
const knnTable = (dim: number) => `document_vec_${Math.trunc(dim)}`
const bitsTable = (dim: number) => `document_vec_bits_${Math.trunc(dim)}`

export type SqliteVecOptions = {
  /** Stores with at least this many vectors are searched on binary codes first (default 20,000). */
  coarseFrom?: number
}

/**
 * Candidates the binary search hands to the exact re-scoring. On seeded topic-like data (the bench's)
 * 100 candidates hold the exact top 5 (the recall test checks it); sqlite-vec picks its top k in
 * O(rows × k), so above 250 candidates the exact search is the faster one and is used instead.
 */
const coarseCandidates = (k: number) => Math.max(100, 10 * k)
const MAX_COARSE_CANDIDATES = 250

type Db = BetterSqlite3.Database
type Prepared = (sql: string) => BetterSqlite3.Statement
type VecTables = { dims: Set<number>; ensure: (dim: number) => void }
type StoreSizes = { sizeOf: (storeId: string) => number; forget: (storeId: string) => void }

/** The rows table, and the vec0 tables of every vector length stored so far (created on demand). */
function openVecTables(handle: Db): VecTables {
  handle.exec(`create table if not exists document_vectors (
    store_id text not null, id text not null, content text not null, metadata text not null,
    embedding blob not null, primary key (store_id, id))`)
  const tableExists = handle.prepare("select 1 from sqlite_master where type = 'table' and name = ?")
  /** Creates a vec0 table once and indexes the vectors stored before it existed (or by an older version). */
  const ensureTable = (name: string, columns: string, backfill: string, dim: number) => {
    if (tableExists.get(name)) return
    handle.exec(`create virtual table ${name} using vec0(store_id text partition key, ${columns})`)
    handle
      .prepare(
        `insert into ${name} (rowid, store_id, embedding)
         select rowid, store_id, ${backfill} from document_vectors where length(embedding) = ?`,
      )
      .run(dim * 4)
  }
  const dims = new Set<number>()
  const ensure = (dim: number) => {
    if (dims.has(dim)) return
    ensureTable(knnTable(dim), `embedding float[${dim}] distance_metric=cosine`, 'embedding', dim)
    if (dim % 8 === 0)
      ensureTable(bitsTable(dim), `embedding bit[${dim}]`, 'vec_quantize_binary(embedding)', dim)
    dims.add(dim)
  }
  for (const row of handle
    .prepare('select distinct length(embedding) / 4 as dim from document_vectors')
    .all())
    if (isRow(row) && Number(row.dim) > 0) ensure(Number(row.dim))
  return { dims, ensure }
}

/** Statements with a table name in them, prepared once per text. */
function statementCache(handle: Db): Prepared {
  const statements = new Map<string, BetterSqlite3.Statement>()
  return (sql) => {
    let statement = statements.get(sql)
    if (!statement) statements.set(sql, (statement = handle.prepare(sql)))
    return statement
  }
}

/** Vectors per store, counted on the first query after a change (only this process writes SQLite). */
function storeSizes(handle: Db): StoreSizes {
  const sizes = new Map<string, number>()
  const countRows = handle.prepare('select count(*) as n from document_vectors where store_id = ?')
  const sizeOf = (storeId: string) => {
    let n = sizes.get(storeId)
    if (n === undefined) {
      const row: unknown = countRows.get(storeId)
      sizes.set(storeId, (n = isRow(row) ? Number(row.n) : 0))
    }
    return n
  }
  return { sizeOf, forget: (storeId) => sizes.delete(storeId) }
}

/** Writes of rows and their vec0 entries, each call one transaction. */
function vectorWriters(handle: Db, tables: VecTables, prepared: Prepared, sizes: StoreSizes) {
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
      tables.ensure(dim)
      const rowid = BigInt(Number(old.rowid))
      prepared(`delete from ${knnTable(dim)} where rowid = ?`).run(rowid)
      if (dim % 8 === 0) prepared(`delete from ${bitsTable(dim)} where rowid = ?`).run(rowid)
    }
    del.run(old.rowid)
  }
  const upsertMany = handle.transaction((storeId: string, rows: Parameters<VectorIndex['upsert']>[1]) => {
    sizes.forget(storeId)
    for (const r of rows) {
      dropRow(storeId, r.id)
      const dim = r.embedding.length
      // Before the row is written: a new vec0 table indexes the rows already stored.
      if (dim > 0) tables.ensure(dim)
      const blob = toBlob(r.embedding)
      const { lastInsertRowid } = put.run(storeId, r.id, r.content, JSON.stringify(r.metadata), blob)
      if (dim === 0) continue
      const rowid = BigInt(lastInsertRowid)
      prepared(`insert into ${knnTable(dim)} (rowid, store_id, embedding) values (?, ?, ?)`).run(
        rowid,
        storeId,
        blob,
      )
      if (dim % 8 === 0)
        prepared(
          `insert into ${bitsTable(dim)} (rowid, store_id, embedding) values (?, ?, vec_quantize_binary(?))`,
        ).run(rowid, storeId, blob)
    }
  })
  const removeMany = handle.transaction((storeId: string, ids: readonly string[]) => {
    sizes.forget(storeId)
    for (const id of ids) dropRow(storeId, id)
  })
  const removeAll = handle.transaction((storeId: string) => {
    sizes.forget(storeId)
    for (const dim of tables.dims) {
      prepared(`delete from ${knnTable(dim)} where store_id = ?`).run(storeId)
      if (dim % 8 === 0) prepared(`delete from ${bitsTable(dim)} where store_id = ?`).run(storeId)
    }
    handle.prepare('delete from document_vectors where store_id = ?').run(storeId)
  })
  return { upsertMany, removeMany, removeAll }
}

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

/** The three ways to find the nearest rows: exact scan (with filters), vec0 KNN, binary codes then exact. */
function vectorSearches(handle: Db, prepared: Prepared) {
  const exactScan = (storeId: string, embedding: readonly number[], k: number, filter?: TVectorFilter) => {
    const where = filterSql(filter)
    // Not kept: filter keys come from requests, so their texts are unbounded.
    return handle
      .prepare(
        `select id, content, metadata, vec_distance_cosine(embedding, ?) as distance
         from document_vectors where store_id = ?${where.sql} order by distance limit ?`,
      )
      .all(toBlob(embedding), storeId, ...where.params, k)
  }
  const exactKnn = (storeId: string, embedding: readonly number[], k: number) =>
    prepared(
      `with knn as (
         select rowid, distance from ${knnTable(embedding.length)}
         where embedding match ? and k = ? and store_id = ?
       )
       select v.id, v.content, v.metadata, knn.distance
       from knn join document_vectors v on v.rowid = knn.rowid
       order by knn.distance`,
    ).all(toBlob(embedding), k, storeId)
  const coarseThenExact = (storeId: string, embedding: readonly number[], k: number) => {
    const blob = toBlob(embedding)
    return prepared(
      `with coarse as (
         select rowid from ${bitsTable(embedding.length)}
         where embedding match vec_quantize_binary(?) and k = ? and store_id = ?
       )
       select v.id, v.content, v.metadata, vec_distance_cosine(v.embedding, ?) as distance
       from coarse join document_vectors v on v.rowid = coarse.rowid
       order by distance limit ?`,
    ).all(blob, coarseCandidates(k), storeId, blob, k)
  }
  return { exactScan, exactKnn, coarseThenExact }
}

/**
 * sqlite-vec (loaded into the app's better-sqlite3 connection). Rows (text, metadata, the float32
 * vector) live in `document_vectors`; a vec0 virtual table per vector length (`document_vec_<dim>`,
 * partitioned by store, cosine distance, same rowid) answers the nearest-neighbour search, so a top-K
 * query does not compute distances in SQL row by row. Metadata filters use an exact scan of the store's
 * rows (`vec_distance_cosine`), as vec0 cannot filter on JSON.
 *
 * Big stores: sqlite-vec's prebuilt library computes float distances without SIMD (~45 ms for 100,000
 * vectors of 384 floats), so lengths divisible by 8 also get `document_vec_bits_<dim>`, the sign bits
 * of each vector (`vec_quantize_binary`, 48 bytes for 384 floats). A store from `coarseFrom` vectors is
 * searched there first (Hamming distance) and the candidates are ranked again by exact cosine on their
 * float vectors, so scores are exact and only the choice of candidates is approximate.
 */
export async function createSqliteVecIndex(handle: Db, options: SqliteVecOptions = {}): Promise<VectorIndex> {
  const coarseFrom = options.coarseFrom ?? 20_000
  const sqliteVec = await import('sqlite-vec')
  sqliteVec.load(handle)
  const tables = openVecTables(handle)
  const prepared = statementCache(handle)
  const sizes = storeSizes(handle)
  const { upsertMany, removeMany, removeAll } = vectorWriters(handle, tables, prepared, sizes)
  const { exactScan, exactKnn, coarseThenExact } = vectorSearches(handle, prepared)
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
      return sizes.sizeOf(storeId)
    },
    async query(storeId, embedding, k, filter) {
      const dim = embedding.length
      if (Object.keys(filter ?? {}).length > 0 || !tables.dims.has(dim))
        return toHits(exactScan(storeId, embedding, k, filter))
      const coarse =
        dim % 8 === 0 && coarseCandidates(k) <= MAX_COARSE_CANDIDATES && sizes.sizeOf(storeId) >= coarseFrom
      return toHits(coarse ? coarseThenExact(storeId, embedding, k) : exactKnn(storeId, embedding, k))
    },
  }
}

function parseMetadata(text: string): Record<string, unknown> {
  const value: unknown = JSON.parse(text)
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? { ...value } : {}
}
