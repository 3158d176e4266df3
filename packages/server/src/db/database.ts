import { Kysely, SqliteDialect, PostgresDialect, type Dialect } from 'kysely'
import type { DB } from './schema'
import { StripNulPlugin } from './strip-nul.plugin'

export type DialectName = 'sqlite' | 'postgres'

export interface Database {
  db: Kysely<DB>
  dialect: DialectName
  /** PostgreSQL schema holding our tables when not the default one (tests use one per app). */
  schema: string | undefined
  destroy(): Promise<void>
}

export interface DatabaseOptions {
  databaseUrl: string | undefined
  sqlitePath: string
  schema?: string
}

export async function createDatabase(options: DatabaseOptions): Promise<Database> {
  const { dialect, name } = options.databaseUrl
    ? { dialect: await postgresDialect(options.databaseUrl, options.schema), name: 'postgres' as const }
    : { dialect: await sqliteDialect(options.sqlitePath), name: 'sqlite' as const }
  const db = new Kysely<DB>({ dialect, plugins: [new StripNulPlugin()] })
  return { db, dialect: name, schema: options.schema, destroy: () => db.destroy() }
}

async function sqliteDialect(file: string): Promise<Dialect> {
  const { default: SQLite } = await import('better-sqlite3')
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  return new SqliteDialect({ database: sqlite })
}

async function postgresDialect(connectionString: string, schema: string | undefined): Promise<Dialect> {
  // pg is loaded only when PostgreSQL is used, which keeps the embedded start lean.
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  })
  return new PostgresDialect({ pool })
}
