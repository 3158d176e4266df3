import type { SqlDriver } from '../../../db/database'
import type { VectorIndex } from './vector-types'

/** The vector index of the app's database, created (and its table with it) on first use. */
export function lazyVectorIndex(driver: SqlDriver): () => Promise<VectorIndex> {
  let index: Promise<VectorIndex> | undefined
  return () => {
    index ??= (async () => {
      if (driver.kind === 'sqlite') {
        const { createSqliteVecIndex } = await import('./sqlite-vec-index')
        return createSqliteVecIndex(driver.handle)
      }
      const { createPgVectorIndex } = await import('./pgvector-index')
      return createPgVectorIndex(driver.pool)
    })()
    // A failed start (no pgvector) is retried on the next use, after the operator installed it.
    index.catch(() => {
      index = undefined
    })
    return index
  }
}
