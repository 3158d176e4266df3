/**
 * Least recently used entries by key, bounded by their number and by the sum of a size given with each
 * (characters of stored text): past either bound the least recently used go first, and an entry larger
 * than the whole budget is not kept. Under TextKeyedCache (values of a flow's text) and the server's kept
 * database reads.
 */
export class SizedLru<V> {
  readonly #entries = new Map<string, { readonly value: V; readonly size: number }>()
  #size = 0

  constructor(
    private readonly maxEntries: number,
    private readonly maxSize: number,
  ) {}

  get size(): number {
    return this.#entries.size
  }

  /** The value of `key`, now the most recently used. */
  get(key: string): V | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    // Most recently used last: Map keeps insertion order.
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry.value
  }

  set(key: string, value: V, size: number): void {
    this.delete(key)
    if (size > this.maxSize) return
    this.#entries.set(key, { value, size })
    this.#size += size
    for (const [oldest] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#size <= this.maxSize) break
      this.delete(oldest)
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#size -= entry.size
  }
}
