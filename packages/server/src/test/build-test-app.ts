import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import pg from 'pg'
import { buildApp } from '../app'
import { loadConfig, type AppConfig } from '../config'
import { createDatabase, type Database, type DialectName } from '../db/database'
import { migrateToLatest } from '../db/migrate'
import type { LoginThrottleOptions } from '../features/auth/login-throttle'
import type { Mailer } from '../features/auth/mailer'
import type { FlowPresence } from '../features/chatflows/flow-presence'
import type { FlowRateLimiter } from '../features/flow-config/rate-limiter'

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set. Use with describe.each. */
export const testDialects: DialectName[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

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
  /** Extra environment for loadConfig (e.g. TRUST_PROXY). */
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
    UNIKFLOW_SECRET_KEY: randomBytes(32).toString('base64url'),
    WEB_DIST_DIR: options.webDistDir ?? join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    ...options.env,
  })
  const pgUrl = process.env.TEST_DATABASE_URL
  const schema = dialect === 'postgres' ? `t_${randomBytes(6).toString('hex')}` : undefined
  if (schema) await adminQuery(pgUrl, `create schema ${schema}`)
  const database = await createDatabase({
    databaseUrl: dialect === 'postgres' ? pgUrl : undefined,
    sqlitePath: config.sqlitePath,
    ...(schema ? { schema } : {}),
  })
  await migrateToLatest(database)
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
      if (schema) await adminQuery(pgUrl, `drop schema ${schema} cascade`)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

async function adminQuery(url: string | undefined, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}
