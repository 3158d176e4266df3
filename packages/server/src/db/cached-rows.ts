import type { TableVersions, TVersionMark } from './table-versions'

/** Bounds of one query's kept reads: entries, and the characters of their text values (flow JSON is large). */
const MAX_ENTRIES = 512
const MAX_CHARS = 32 * 1024 * 1024

const charsOf = (rows: readonly object[]): number => {
  let chars = 0
  for (const row of rows)
    for (const value of Object.values(row)) if (typeof value === 'string') chars += value.length
  return chars
}

interface Entry<R> {
  readonly mark: TVersionMark
  readonly rows: readonly R[]
  readonly chars: number
}

/**
 * The rows one query read from one database, by its parameters, with the table versions they were read
 * at: handed out again while `versions` says no write reached `tables` since. Rows are frozen, as every
 * caller shares them. Least recently used entries go first past the bounds.
 */
export class CachedRows<R extends object> {
  readonly #entries = new Map<string, Entry<R>>()
  #chars = 0

  constructor(readonly tables: readonly string[]) {}

  async read(versions: TableVersions, key: string, load: () => Promise<R[]>): Promise<R[]> {
    const hit = this.#entries.get(key)
    if (hit) {
      this.#forget(key)
      if (versions.isCurrent(hit.mark, this.tables)) {
        this.#keep(key, hit)
        // Frozen: a caller that writes to them fails at once instead of changing another caller's rows.
        return hit.rows as R[]
      }
    }
    const mark = versions.mark()
    const rows = Object.freeze((await load()).map((row) => Object.freeze(row)))
    this.#keep(key, { mark, rows, chars: charsOf(rows) })
    return rows as R[]
  }

  #keep(key: string, entry: Entry<R>) {
    if (entry.chars > MAX_CHARS) return
    this.#forget(key)
    this.#entries.set(key, entry)
    this.#chars += entry.chars
    for (const [oldest] of this.#entries) {
      if (this.#entries.size <= MAX_ENTRIES && this.#chars <= MAX_CHARS) break
      this.#forget(oldest)
    }
  }

  #forget(key: string) {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#chars -= entry.chars
  }
}
