import type BetterSqlite3 from 'better-sqlite3'
import type { SqliteDatabase, SqliteStatement } from 'kysely'
import { SizedLru } from '@unikflow/graph'
import { writtenBy, type Written } from './table-versions'

export interface StatementCacheOptions {
  /** Statements kept (least recently used dropped first). */
  max?: number
  /** Told after every statement run for its changes, and every write read back (`insert … returning`). */
  afterRun?: () => void
  /** Told of the tables each statement writes, before it runs (the table versions of cached reads). */
  onWrite?: (written: Written) => void
}

/**
 * better-sqlite3 under Kysely with its prepared statements kept, by SQL text: Kysely prepares every query
 * anew, and preparing was a tenth of the server's CPU per prediction. Kysely compiles the same query shape
 * to the same text (values travel as parameters), so a few hundred entries cover the app; past `max` the
 * least recently used statement is dropped. A statement runs to completion inside `all`/`run`, so one
 * statement serves every caller; `iterate` (a streamed query, which pauses between rows) gets a statement
 * of its own so it cannot find the shared one busy. What each statement writes is worked out once, when it
 * is prepared (`insert … returning` is a reader: it writes through `all`).
 */
export function withStatementCache(
  db: BetterSqlite3.Database,
  { max = 500, afterRun = () => {}, onWrite = () => {} }: StatementCacheOptions = {},
): SqliteDatabase {
  // Bounded by count alone: every statement weighs 1 against a budget of `max`.
  const statements = new SizedLru<SqliteStatement>(max, max)
  const wrap = (sql: string, stmt: BetterSqlite3.Statement): SqliteStatement => {
    const written = writtenBy(sql, stmt.readonly)
    return {
      reader: stmt.reader,
      // The parameters array is passed as Kysely's own driver passes it (better-sqlite3 binds its items).
      all: (parameters) => {
        if (!written) return stmt.all(parameters)
        onWrite(written)
        const rows = stmt.all(parameters)
        afterRun()
        return rows
      },
      run: (parameters) => {
        if (written) onWrite(written)
        const result = stmt.run(parameters)
        afterRun()
        return result
      },
      iterate: (parameters) => db.prepare(sql).iterate(parameters),
    }
  }
  return {
    close: () => db.close(),
    prepare(sql) {
      const cached = statements.get(sql)
      if (cached) return cached
      const statement = wrap(sql, db.prepare(sql))
      statements.set(sql, statement, 1)
      return statement
    },
  }
}
