import { SizedLru } from './sized-lru'

/**
 * Values derived from a stored flow's text (the engine's parsed, hydrated and ordered plan, the server's
 * facts about a flow), kept per key (the flow id) and reused only while the text is the same. A saved flow
 * has new text, so it never gets an old value: the text comparison, not the key, decides (microseconds for
 * a flow of 100 KB, against the milliseconds of parsing and validating it again). Least recently used
 * entries go first once there are `maxEntries` of them or their texts add up to more than `maxChars`.
 */
export class TextKeyedCache<T> {
  readonly #entries: SizedLru<{ readonly text: string; readonly value: T }>

  constructor(maxEntries: number, maxChars: number) {
    this.#entries = new SizedLru(maxEntries, maxChars)
  }

  get size(): number {
    return this.#entries.size
  }

  get(key: string, text: string): T | undefined {
    const entry = this.#entries.get(key)
    return entry && entry.text === text ? entry.value : undefined
  }

  set(key: string, text: string, value: T): void {
    this.#entries.set(key, { text, value }, text.length)
  }

  delete(key: string): void {
    this.#entries.delete(key)
  }
}
