const TOP_K = new WeakMap<object, number>()

/**
 * Notes a vector store's Top K on the store a node supplied (Flowise sets `k` on it): a chain given the
 * store rather than a retriever (VectorDB QA Chain) searches for as many documents.
 */
export function markTopK<T extends object>(store: T, k: number): T {
  TOP_K.set(store, k)
  return store
}

export function readTopK(store: object, fallback: number): number {
  return TOP_K.get(store) ?? fallback
}
