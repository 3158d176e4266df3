export type TVectorRow = {
  readonly id: string
  readonly content: string
  readonly metadata: Record<string, unknown>
  readonly embedding: readonly number[]
}
export type TVectorFilter = Readonly<Record<string, string | number | boolean>>
export type TVectorHit = {
  id: string
  content: string
  metadata: Record<string, unknown>
  /** Cosine similarity, 1 = same direction. */
  score: number
}

/**
 * The embedded vector store of document stores, one namespace per store: sqlite-vec inside the SQLite
 * database, pgvector on PostgreSQL. Exact (brute-force) cosine search; metadata filters are equality
 * on top-level keys.
 */
export interface VectorIndex {
  readonly kind: 'sqlite-vec' | 'pgvector'
  upsert(storeId: string, rows: readonly TVectorRow[]): Promise<void>
  remove(storeId: string, ids: readonly string[]): Promise<void>
  removeStore(storeId: string): Promise<void>
  count(storeId: string): Promise<number>
  query(
    storeId: string,
    embedding: readonly number[],
    k: number,
    filter?: TVectorFilter,
  ): Promise<TVectorHit[]>
}

export const metadataKeyPattern = /^[A-Za-z0-9_.:-]{1,100}$/
