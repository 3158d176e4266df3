import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import { sql } from 'kysely'
import pg from 'pg'
import { describe, it } from 'vitest'
import { FAKE_MODEL_HOST } from '@unikflow/testkit'
import { buildApp } from '../app'
import { loadConfig, type AppConfig } from '../config'
import { createDatabase, type Database, type DialectName } from '../db/database'
import { migrateToLatest } from '../db/migrate'
import type { LoginThrottleOptions } from '../features/auth/login-throttle'
import type { Mailer } from '../features/auth/mailer'
import type { FlowPresence } from '../features/chatflows/flow-presence'
import type { FlowRateLimiter } from '../features/flow-config/rate-limiter'
import { generateSecretKey } from '../features/secrets/key-strength'

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const testDialects: DialectName[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

/**
 * `describe.each` over both databases. Without TEST_DATABASE_URL the PostgreSQL suite is reported as a
 * skipped test naming the variable, so a run that never touched PostgreSQL says so in its counts.
 */
export function describeDialects(name: string, suite: (dialect: DialectName) => void): void {
  describe.each(['sqlite', 'postgres'] as const)(name, (dialect) => {
    if (testDialects.includes(dialect)) suite(dialect)
    // Skipped on purpose: without TEST_DATABASE_URL there is no PostgreSQL to run on (CI sets it), and the
    // skipped count says so instead of the suite silently missing.
    else it.skip('runs on PostgreSQL when TEST_DATABASE_URL is set', () => undefined)
  })
}

export interface TestApp {
  app: FastifyInstance
  database: Database
  config: AppConfig
  close(): Promise<void>
}

export interface TestAppOptions {
  mailer?: Mailer
  loginThrottle?: LoginThrottleOptions
  webDistDir?: string
  /**
   * Extra environment for loadConfig (e.g. TRUST_PROXY). REGISTRATION is `open` unless given here (an
   * empty value leaves the server's own default, invitations only): most tests register several people.
   */
  env?: Record<string, string>
  logger?: FastifyServerOptions['logger']
  presence?: FlowPresence
  rateLimiter?: FlowRateLimiter
}

/** A fresh app on a fresh database: a SQLite file in a temp dir, or a new PostgreSQL schema. */
export async function buildTestApp(dialect: DialectName, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'unikflow-test-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    UNIKFLOW_SECRET_KEY: generateSecretKey(),
    WEB_DIST_DIR: options.webDistDir ?? join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    REGISTRATION: 'open',
    ...options.env,
    // The fake model servers run on their own loopback address, allowed as an operator allows a local model server.
    UNIKFLOW_OUTBOUND_ALLOWLIST: [FAKE_MODEL_HOST, options.env?.UNIKFLOW_OUTBOUND_ALLOWLIST ?? ''].join(','),
  })
  const pgUrl = process.env.TEST_DATABASE_URL
  const schema = dialect === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined
  const createAndMigrate = async () => {
    const created = await createDatabase({
      databaseUrl: dialect === 'postgres' ? pgUrl : undefined,
      sqlitePath: config.sqlitePath,
      ...(schema ? { schema } : {}),
    })
    await migrateToLatest(created)
    return created
  }
  const database = schema
    ? await withSchemaLock(pgUrl, 'shared', async (admin) => {
        await admin.query(`create schema ${schema}`)
        return createAndMigrate()
      })
    : await createAndMigrate()
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.loginThrottle ? { loginThrottle: options.loginThrottle } : {}),
    ...(options.presence ? { presence: options.presence } : {}),
    ...(options.rateLimiter ? { rateLimiter: options.rateLimiter } : {}),
  })
  await app.ready()
  return {
    app,
    database,
    config,
    async close() {
      await app.close()
      await database.destroy()
      if (schema)
        await withSchemaLock(pgUrl, 'exclusive', (admin) => admin.query(`drop schema ${schema} cascade`))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Drops tables of a test app's database (a broken store, made real). On PostgreSQL it holds the schema lock
 * alone, as dropping a schema does: another file's migrator listing every schema's tables meanwhile fails.
 */
export async function dropTables(database: Database, tables: readonly string[]): Promise<void> {
  const drop = async () => {
    for (const table of tables) await sql`drop table ${sql.table(table)}`.execute(database.db)
  }
  if (database.dialect === 'postgres')
    await withSchemaLock(process.env.TEST_DATABASE_URL, 'exclusive', () => drop())
  else await drop()
}

/**
 * Kysely's migrator lists the tables of every schema (has_schema_privilege on each), which fails with
 * 'schema "t_…" does not exist' (or 'relation … does not exist') when another file's test app drops its
 * schema (or a table) at that moment. Test apps migrate holding this lock shared and drop their schema or
 * tables holding it alone.
 */
const SCHEMA_LOCK = 7_305_117

async function withSchemaLock<T>(
  url: string | undefined,
  mode: 'shared' | 'exclusive',
  work: (admin: pg.Client) => Promise<T>,
): Promise<T> {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(
      mode === 'shared' ? 'select pg_advisory_lock_shared($1)' : 'select pg_advisory_lock($1)',
      [SCHEMA_LOCK],
    )
    return await work(admin)
  } finally {
    // Ending the session releases the lock.
    await admin.end()
  }
}
