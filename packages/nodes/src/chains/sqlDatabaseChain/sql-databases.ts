import type { TNodeContext } from '../../context'
import { readFileWorkspace, resolveWorkspaceFile } from '../../shared/file-workspace'
import { NodeInputError } from '../../shared/read-inputs'
import { lazyImport } from '../../shared/lazy-import'

const betterSqlite3 = lazyImport(() => import('better-sqlite3'))
const pgModule = lazyImport(() => import('pg'))

export type TRow = Record<string, unknown>

/** A database opened for one question: its schema text, a query runner, and close. */
export interface TSqlDatabase {
  readonly dialect: 'sqlite' | 'postgres'
  readonly tables: readonly string[]
  columnsOf(table: string): Promise<string>
  sampleRows(table: string, limit: number): Promise<TRow[]>
  query(sql: string): Promise<TRow[]>
  close(): Promise<void>
}

const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`

/** better-sqlite3 and pg answer one plain object per row (typed `unknown` / `any` by their typings). */
const asRows = (rows: unknown[]): TRow[] =>
  rows.filter((r): r is TRow => typeof r === 'object' && r !== null && !Array.isArray(r))

/**
 * SQLite from a file of the unik's file workspace (never another file of the server), opened read-only
 * unless writes are allowed: the driver then refuses every write, whatever the model wrote.
 */
export async function openSqlite(
  ctx: TNodeContext,
  file: string,
  allowWrites: boolean,
): Promise<TSqlDatabase> {
  const workspace = { ...readFileWorkspace(ctx), extensions: [], maxBytes: 0 }
  const path = await resolveWorkspaceFile(workspace, file)
  const { default: Database } = await betterSqlite3()
  let db: import('better-sqlite3').Database
  try {
    db = new Database(path, { readonly: !allowWrites, fileMustExist: true })
  } catch (e) {
    throw new NodeInputError(
      `Cannot open the SQLite database "${file}": ${e instanceof Error ? e.message : e}`,
    )
  }
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all()
    .map(String)
  return {
    dialect: 'sqlite',
    tables,
    async columnsOf(table) {
      const sql: unknown = db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').pluck().get(table)
      return typeof sql === 'string' ? sql : `CREATE TABLE ${quoteIdent(table)} (…)`
    },
    async sampleRows(table, limit) {
      return asRows(db.prepare(`SELECT * FROM ${quoteIdent(table)} LIMIT ?`).all(limit))
    },
    async query(sql) {
      const statement = db.prepare(sql)
      if (statement.reader) return asRows(statement.all())
      const info = statement.run()
      return [{ changes: info.changes }]
    },
    async close() {
      db.close()
    },
  }
}

/**
 * PostgreSQL at a user-given host: the host passes the outbound guard (resolved once; the connection goes
 * to the checked address). Without Allow Writes every query runs in a READ ONLY transaction that is rolled back.
 */
export async function openPostgres(
  ctx: TNodeContext,
  connectionString: string,
  allowWrites: boolean,
): Promise<TSqlDatabase> {
  let url: URL
  try {
    url = new URL(connectionString.includes('://') ? connectionString : `postgres://${connectionString}`)
  } catch {
    throw new NodeInputError(
      'The PostgreSQL connection string is not a URL (postgres://user:pass@host:5432/db)',
    )
  }
  const address = await ctx.resolveHost(url.hostname || 'localhost')
  const { default: pg } = await pgModule()
  const client = new pg.Client({
    host: address,
    port: Number(url.port || 5432),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: decodeURIComponent(url.pathname.replace(/^\//, '')) || undefined,
    ...(url.searchParams.get('sslmode') === 'require'
      ? { ssl: { servername: url.hostname, rejectUnauthorized: false } }
      : {}),
  })
  await client.connect()
  const run = async (sql: string, values: unknown[] = []) => asRows((await client.query(sql, values)).rows)
  const tables = (
    await run(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
    )
  ).map((r) => String(r.table_name))
  return {
    dialect: 'postgres',
    tables,
    async columnsOf(table) {
      const columns = await run(
        'SELECT column_name, data_type, is_nullable FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position',
        [table],
      )
      const lines = columns.map(
        (c) =>
          `  ${quoteIdent(String(c.column_name))} ${c.data_type}${c.is_nullable === 'NO' ? ' NOT NULL' : ''}`,
      )
      return `CREATE TABLE ${quoteIdent(table)} (\n${lines.join(',\n')}\n)`
    },
    async sampleRows(table, limit) {
      return run(`SELECT * FROM ${quoteIdent(table)} LIMIT $1`, [limit])
    },
    async query(sql) {
      if (allowWrites) return run(sql)
      await run('BEGIN TRANSACTION READ ONLY')
      try {
        // After a first query the transaction can no longer be switched to read-write.
        await run('SELECT 1')
        return await run(sql)
      } finally {
        await run('ROLLBACK')
      }
    },
    async close() {
      await client.end()
    },
  }
}
