import { ErrorCodes } from '@unikflow/graph'
import { AppError, ValidationError } from '../../../errors/app-error'
import type { SqlExecutor } from '../../../db/database'
import { metadataKeyPattern, type TVectorHit, type VectorIndex } from './vector-types'

const toVector = (v: readonly number[]) => `[${v.join(',')}]`

/**
 * pgvector: `create extension vector` (the server must have the package; see README), then a table with
 * an untyped `vector` column, so stores of any dimension share it. `<=>` is cosine distance.
 */
export async function createPgVectorIndex(db: SqlExecutor): Promise<VectorIndex> {
  try {
    await db.query('create extension if not exists vector')
  } catch (e) {
    throw new AppError(
      503,
      ErrorCodes.VectorStoreUnavailable,
      `pgvector is not installed on this PostgreSQL server (${e instanceof Error ? e.message : String(e)}); install it and run "create extension vector", see README`,
    )
  }
  await db.query(`create table if not exists document_vectors (
    store_id text not null, id text not null, content text not null, metadata jsonb not null,
    embedding vector not null, primary key (store_id, id))`)
  return {
    kind: 'pgvector',
    async upsert(storeId, rows) {
      for (let i = 0; i < rows.length; i += 200) {
        const batch = rows.slice(i, i + 200)
        const params: unknown[] = []
        const values = batch.map((r) => {
          params.push(storeId, r.id, r.content, JSON.stringify(r.metadata), toVector(r.embedding))
          const n = params.length
          return `($${n - 4}, $${n - 3}, $${n - 2}, $${n - 1}::jsonb, $${n}::vector)`
        })
        await db.query(
          `insert into document_vectors (store_id, id, content, metadata, embedding) values ${values.join(', ')}
           on conflict (store_id, id) do update set content = excluded.content,
           metadata = excluded.metadata, embedding = excluded.embedding`,
          params,
        )
      }
    },
    async remove(storeId, ids) {
      if (ids.length > 0)
        await db.query('delete from document_vectors where store_id = $1 and id = any($2)', [
          storeId,
          [...ids],
        ])
    },
    async removeStore(storeId) {
      await db.query('delete from document_vectors where store_id = $1', [storeId])
    },
    async count(storeId) {
      const { rows } = await db.query('select count(*) as n from document_vectors where store_id = $1', [
        storeId,
      ])
      return Number(rows[0]?.n ?? 0)
    },
    async query(storeId, embedding, k, filter) {
      const params: unknown[] = [toVector(embedding), storeId]
      let where = ''
      for (const [key, value] of Object.entries(filter ?? {})) {
        if (!metadataKeyPattern.test(key)) throw new ValidationError(`Invalid metadata key in filter: ${key}`)
        params.push(key, String(value))
        where += ` and metadata ->> $${params.length - 1} = $${params.length}`
      }
      params.push(k)
      const { rows } = await db.query(
        `select id, content, metadata, embedding <=> $1::vector as distance from document_vectors
         where store_id = $2${where} order by distance limit $${params.length}`,
        params,
      )
      return rows.map((r): TVectorHit => ({
        id: String(r.id),
        content: String(r.content),
        metadata: typeof r.metadata === 'object' && r.metadata !== null ? { ...r.metadata } : {},
        score: 1 - Number(r.distance),
      }))
    },
  }
}
