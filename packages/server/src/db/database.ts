import { Kysely, SqliteDialect, PostgresDialect, type Dialect } from 'kysely'
import type BetterSqlite3 from 'better-sqlite3'
import type { DB } from './schema'
import { withStatementCache } from './sqlite-statement-cache'
import { dialectWithoutNul } from './strip-nul'
import { TableVersions, trackTableVersions } from './table-versions'
import { FALLBACK_AUTOCHECKPOINT_PAGES, startWalCheckpointer, type WalCheckpointer } from './wal-checkpointer'

export type DialectName = 'sqlite' | 'postgres'

export interface Database {
  db: Kysely<DB>
  dialect: DialectName
  /** PostgreSQL schema holding our tables when not the default one (tests use one per app). */
  schema: string | undefined
  destroy(): Promise<void>
  /** The driver under Kysely, for what Kysely cannot express (sqlite-vec, pgvector). */
  driver: SqlDriver
}

/** Runs one parameterized statement ($1… placeholders) and returns its rows. */
export interface SqlExecutor {
  query(sql: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>
}

export type SqlDriver =
  { kind: 'sqlite'; handle: BetterSqlite3.Database } | { kind: 'postgres'; pool: SqlExecutor }

export interface DatabaseOptions {
  databaseUrl: string | undefined
  sqlitePath: string
  schema?: string
  /** SQLite: checkpoint the write-ahead log from a worker thread, not on commits (`unikflow start`). */
  checkpointInBackground?: boolean
  /** SQLite: the page cache in MB (`SQLITE_CACHE_MB`; DEFAULT_SQLITE_CACHE_MB). */
  sqliteCacheMb?: number
}

/**
 * SQLite's own default page cache. better-sqlite3 builds SQLite with 16 MB, which the pages a burst of
 * answers writes fill, and which stays in the process for its life: 400 streamed chats left the server
 * 13 MB larger 30 s after the load than with 2 MB (137 against 150 MB RSS), with no figure slower (CPU per
 * answer, the analytics page over 1,000,000 messages: docs/performance.md). What misses it is read from
 * the system's file cache.
 */
export const DEFAULT_SQLITE_CACHE_MB = 2

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const { dialect, name, driver, checkpointer, versions } = options.databaseUrl
    ? { ...(await postgresDialect(options.databaseUrl, options.schema)), name: 'postgres' as const }
    : {
        ...(await sqliteDialect(
          options.sqlitePath,
          options.checkpointInBackground,
          options.sqliteCacheMb ?? DEFAULT_SQLITE_CACHE_MB,
        )),
        name: 'sqlite' as const,
      }
  const db = new Kysely<DB>({ dialect: dialectWithoutNul(dialect) })
  if (versions) trackTableVersions(db, versions)
  const destroy = async () => {
    await checkpointer?.stop()
    await db.destroy()
  }
  return { db, dialect: name, schema: options.schema, destroy, driver }
}

interface OpenedDialect {
  dialect: Dialect
  driver: SqlDriver
  checkpointer?: WalCheckpointer
  versions?: TableVersions
}

async function sqliteDialect(
  file: string,
  checkpointInBackground: boolean | undefined,
  cacheMb: number,
): Promise<OpenedDialect> {
  const { default: SQLite } = await import('better-sqlite3')
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  // Negative: a size in KiB rather than a number of pages.
  sqlite.pragma(`cache_size = -${Math.round(cacheMb * 1024)}`)
  const checkpointer = checkpointInBackground && file !== ':memory:' ? startWalCheckpointer(file) : undefined
  if (checkpointer) sqlite.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT_PAGES}`)
  const afterRun = checkpointer ? () => checkpointer.noteWrite() : undefined
  // One process owns an embedded database: its reads of rarely written tables can be kept while no
  // write reached them (preparedQuery's cachedWhileUnchanged). PostgreSQL is shared by processes: none.
  const versions = new TableVersions(sqlite)
  const database = withStatementCache(sqlite, {
    ...(afterRun ? { afterRun } : {}),
    onWrite: (w) => versions.wrote(w),
  })
  return {
    dialect: new SqliteDialect({ database }),
    driver: { kind: 'sqlite', handle: sqlite },
    versions,
    ...(checkpointer ? { checkpointer } : {}),
  }
}

async function postgresDialect(connectionString: string, schema: string | undefined): Promise<OpenedDialect> {
  // pg is loaded only when PostgreSQL is used, which keeps the embedded start lean.
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  // An idle connection the server drops (a restart, a failover, an admin's pg_terminate_backend) is an
  // 'error' event on the pool; unheard, it would end the process. The pool discards that client and the
  // next query opens a new one.
  pool.on('error', (error) => {
    process.emitWarning(`PostgreSQL connection lost: ${error.message}`, 'DatabaseWarning')
  })
  return { dialect: new PostgresDialect({ pool }), driver: { kind: 'postgres', pool } }
}
