import type BetterSqlite3 from 'better-sqlite3'
import type { Kysely } from 'kysely'
import type { DB } from './schema'

/** What a statement may change: some tables, every table, or nothing. */
export type Written = readonly string[] | 'all' | undefined

// `insert into "t"` and `insert or ignore into "t"` change t alone (an upsert updates its own rows; no
// key of ours is changed by one, so no cascade follows). An update, a delete or a replace may cascade
// through foreign keys, DDL changes anything: those count as every table.
const INSERT_INTO = /^\s*insert\s+(?:or\s+ignore\s+)?into\s+"?(\w+)"?/i
const ROLLBACK = /^\s*rollback\b/i

/**
 * What a statement writes, from its text and SQLite's own `readonly` flag. A rollback is read-only to
 * SQLite but takes back writes that reads inside the transaction may have seen: every table.
 */
export function writtenBy(sql: string, readonly: boolean): Written {
  if (ROLLBACK.test(sql)) return 'all'
  if (readonly) return undefined
  const table = INSERT_INTO.exec(sql)?.[1]
  return table ? [table] : 'all'
}

/**
 * Versions of the tables of one SQLite database, as this process writes them (every statement passes
 * the statement cache, which reports what it writes) and as other connections do (SQLite's
 * `data_version` changes when another connection commits: the `unikflow` CLI, a backup tool; asked once a
 * turn of the event loop, so such a commit is seen by the reads of the next turn). A read taken at version `v` of its tables is still current while no write reached
 * them after `v`.
 */
export class TableVersions {
  #clock = 0
  #allAt = 0
  readonly #tableAt = new Map<string, number>()
  readonly #readDataVersion: BetterSqlite3.Statement<[], number>

  constructor(handle: BetterSqlite3.Database) {
    this.#readDataVersion = handle.prepare<[], number>('pragma data_version').pluck()
  }

  #dataVersion: number | undefined

  /**
   * Asked once per turn of the event loop, not at every check: the reads of one request (its flow, key,
   * credentials, variables) and of the other requests of the same turn share the answer (the pragma was 3 %
   * of the server's CPU per streamed answer at 400 chats, docs/performance.md). Another connection's
   * commit is seen by the reads of the next turn, as if it had come a moment later.
   */
  #currentDataVersion(): number {
    if (this.#dataVersion === undefined) {
      this.#dataVersion = this.#readDataVersion.get() ?? 0
      setImmediate(() => {
        this.#dataVersion = undefined
      })
    }
    return this.#dataVersion
  }

  wrote(written: Written): void {
    if (!written) return
    this.#clock += 1
    if (written === 'all') this.#allAt = this.#clock
    else for (const table of written) this.#tableAt.set(table, this.#clock)
  }

  /** A mark to take before a read; `isCurrent(mark, tables)` tells later whether the read still holds. */
  mark(): TVersionMark {
    return { at: this.#clock, dataVersion: this.#currentDataVersion() }
  }

  isCurrent(mark: TVersionMark, tables: readonly string[]): boolean {
    if (this.#allAt > mark.at) return false
    for (const table of tables) if ((this.#tableAt.get(table) ?? 0) > mark.at) return false
    return this.#currentDataVersion() === mark.dataVersion
  }
}

export type TVersionMark = { readonly at: number; readonly dataVersion: number }

const versionsOf = new WeakMap<Kysely<DB>, TableVersions>()

/** Registers the versions of `db`'s tables (SQLite). A transaction's Kysely is another one: none there. */
export function trackTableVersions(db: Kysely<DB>, versions: TableVersions): void {
  versionsOf.set(db, versions)
}

/** The versions of `db`'s tables, when they are known: SQLite, outside a transaction. */
export const tableVersionsOf = (db: Kysely<DB>): TableVersions | undefined => versionsOf.get(db)
