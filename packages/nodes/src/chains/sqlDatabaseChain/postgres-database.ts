import { randomUUID } from 'node:crypto'
import type { TNodeContext } from '../../context'
import { lazyImport } from '../../shared/lazy-import'
import { NodeInputError } from '../../shared/read-inputs'
import { asRows, quoteIdent, type TSqlDatabase } from './sql-database'

const pgModule = lazyImport(() => import('pg'))

function parseConnectionString(connectionString: string): URL {
  try {
    return new URL(connectionString.includes('://') ? connectionString : `postgres://${connectionString}`)
  } catch {
    throw new NodeInputError(
      'The PostgreSQL connection string is not a URL (postgres://user:pass@host:5432/db)',
    )
  }
}

/**
 * PostgreSQL at a user-given host: the host passes the outbound guard (resolved once; the connection goes
 * to the checked address). Without Allow Writes the session is read-only and every query also runs in a
 * READ ONLY transaction that is rolled back; every statement is bounded by `statement_timeout`.
 */
export async function openPostgres(
  ctx: TNodeContext,
  connectionString: string,
  options: { allowWrites: boolean; timeoutMs: number },
): Promise<TSqlDatabase> {
  const url = parseConnectionString(connectionString)
  const address = await ctx.resolveHost(url.hostname || 'localhost')
  const { default: pg } = await pgModule()
  const client = new pg.Client({
    host: address,
    port: Number(url.port || 5432),
    user: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
    database: decodeURIComponent(url.pathname.replace(/^\//, '')) || undefined,
    application_name: 'unikflow-sql-chain',
    // The server cancels a longer statement; the client gives up a little later should the server not answer.
    statement_timeout: options.timeoutMs,
    query_timeout: options.timeoutMs + 5_000,
    connectionTimeoutMillis: options.timeoutMs,
    ...(url.searchParams.get('sslmode') === 'require'
      ? { ssl: { servername: url.hostname, rejectUnauthorized: false } }
      : {}),
  })
  await client.connect()
  const stop = () => void client.end()
  ctx.signal.addEventListener('abort', stop, { once: true })
  const run = async (text: string, values: unknown[] = []) => asRows((await client.query(text, values)).rows)
  if (!options.allowWrites) await run('SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY')
  const tables = (
    await run(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name",
    )
  ).map((r) => String(r.table_name))
  // A named statement goes through the extended protocol, whose Parse takes one command: text holding a
  // second one is refused by the server, never run.
  const prepared = async (text: string) =>
    asRows((await client.query({ name: `unikflow_${randomUUID()}`, text })).rows)
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
      if (options.allowWrites) return prepared(sql)
      await run('BEGIN TRANSACTION READ ONLY')
      try {
        return await prepared(sql)
      } finally {
        await run('ROLLBACK')
      }
    },
    async close() {
      ctx.signal.removeEventListener('abort', stop)
      await client.end()
    },
  }
}
