import { SizedLru } from '@unikflow/graph'
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

/**
 * The rows one query read from one database, by its parameters, with the table versions they were read
 * at: handed out again while `versions` says no write reached `tables` since. Rows are frozen, as every
 * caller shares them. Least recently used entries go first past the bounds.
 */
export class CachedRows<R extends object> {
  readonly #entries = new SizedLru<{ readonly mark: TVersionMark; readonly rows: readonly R[] }>(
    MAX_ENTRIES,
    MAX_CHARS,
  )

  constructor(readonly tables: readonly string[]) {}

  async read(versions: TableVersions, key: string, load: () => Promise<R[]>): Promise<R[]> {
    const hit = this.#entries.get(key)
    // Frozen: a caller that writes to them fails at once instead of changing another caller's rows.
    if (hit && versions.isCurrent(hit.mark, this.tables)) return hit.rows as R[]
    const mark = versions.mark()
    const rows = Object.freeze((await load()).map((row) => Object.freeze(row)))
    this.#entries.set(key, { mark, rows }, charsOf(rows))
    return rows as R[]
  }
}
