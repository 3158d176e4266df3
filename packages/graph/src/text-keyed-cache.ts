/**
 * Values derived from a stored flow's text (the engine's parsed, hydrated and ordered plan, the server's
 * facts about a flow), kept per key (the flow id) and reused only while the text is the same. A saved flow
 * has new text, so it never gets an old value: the text comparison, not the key, decides (microseconds for
 * a flow of 100 KB, against the milliseconds of parsing and validating it again). Least recently used
 * entries go first once there are `maxEntries` of them or their texts add up to more than `maxChars`.
 */
export class TextKeyedCache<T> {
  readonly #entries = new Map<string, { readonly text: string; readonly value: T }>()
  #chars = 0

  constructor(
    private readonly maxEntries: number,
    private readonly maxChars: number,
  ) {}

  get size(): number {
    return this.#entries.size
  }

  get(key: string, text: string): T | undefined {
    const entry = this.#entries.get(key)
    if (!entry || entry.text !== text) return undefined
    // Most recently used last: Map keeps insertion order.
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry.value
  }

  set(key: string, text: string, value: T): void {
    this.delete(key)
    if (text.length > this.maxChars) return
    this.#entries.set(key, { text, value })
    this.#chars += text.length
    for (const [oldest] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#chars <= this.maxChars) break
      this.delete(oldest)
    }
  }

  delete(key: string): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#chars -= entry.text.length
  }
}
