import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ConfigError } from './config-error'
import { checkKeyStrength, generateSecretKey } from './features/secrets/key-strength'
import { loadSecretKeys, type SecretKeys } from './features/secrets/secret-keys'
import { parseCommandLines, parseEnvNames } from './mcp-stdio-config'
import { DEFAULT_SQLITE_CACHE_MB } from './db/database'

export interface SmtpConfig {
  host: string
  port: number
  user: string | undefined
  password: string | undefined
  from: string
}

export interface AppConfig {
  port: number
  host: string
  dataDir: string
  /** PostgreSQL when set, else SQLite at `sqlitePath`. */
  databaseUrl: string | undefined
  sqlitePath: string
  /** The current credential secret; credentials are encrypted under keys derived from `secretKeys`. */
  secretKey: string
  secretKeys: SecretKeys
  /**
   * UNIKFLOW_TOKEN_KEY or DATA_DIR/token.key: signs access tokens. Apart from the credential secret, so a
   * leak of one lets nobody both sign in as anyone and read every credential.
   */
  tokenKey: string
  /**
   * UNIKFLOW_RUNTIME_VARIABLES: the server environment variables `runtime` variables may read (exact names,
   * or prefixes ending in `*`). Empty: runtime variables read nothing.
   */
  runtimeVariables: string[]
  /** UNIKFLOW_OUTBOUND_ALLOWLIST: private hosts/CIDRs flows may fetch from (outbound guard). */
  outboundAllowlist: string[]
  /** UNIKFLOW_OUTBOUND_MAX_RESPONSE_MB: the largest body a flow's request reads (decoded, and as sent). */
  outboundMaxResponseBytes: number
  /**
   * MCP_STDIO_COMMANDS: the whole command lines Custom MCP may start as stdio servers (one per entry,
   * `mcp-stdio-config.ts`); MCP_STDIO_ENV: the variables a flow may pass them. No commands: no process
   * is ever started from a flow.
   */
  mcpStdio: { commands: string[][]; envNames: string[] }
  logLevel: string
  publicUrl: string
  smtp: SmtpConfig | undefined
  /** TRUST_PROXY: true/false, a hop count, or a comma-separated list of proxy addresses. */
  trustProxy: boolean | string | ((address: string, hop: number) => boolean)
  webDistDir: string
  /** EMBED_DIST_DIR: where the chat widget bundle `web.js` and its chunks are served from (`/embed/*.js`). */
  embedDistDir: string
  /**
   * REGISTRATION (open | invite | closed) and REGISTRATION_ALLOWED_DOMAINS: the default the admin panel
   * starts from; a choice saved there wins. Undefined when the environment does not say.
   */
  registration: { mode: 'open' | 'invite' | 'closed'; allowedDomains: string[] } | undefined
  /** WARM_UP=false: do not load the node runtimes of stored flows in the background after start. */
  warmUp: boolean
  /**
   * MEMORY_RELEASE_IDLE_MS: how often a quiet server checks whether to give memory back after a burst
   * (a full collection when the heap grew); 0 turns it off.
   */
  memoryReleaseIdleMs: number
  /** ACCEPT_HANDLES: handles added to the listening socket, each letting in one more connection a loop turn (cli/accept-handles.ts). */
  acceptHandles: number
  /** SQLITE_CACHE_MB: SQLite's page cache, in MB (db/database.ts). */
  sqliteCacheMb: number
  /** HEAP_GROWTH_PERCENT: how far the heap may grow past what is live before a full collection; 0 = V8's own. */
  heapGrowthPercent: number
  /** METRICS_ENABLED: serve `GET /metrics`; METRICS_TOKEN: require it as a bearer token there. */
  metrics: { enabled: boolean; token: string | undefined }
  /** MODEL_TIMEOUT_MS / MODEL_IDLE_TIMEOUT_MS: the longest model call, and the longest pause in a streamed answer. */
  modelTimeouts: { overallMs: number; idleMs: number }
  /** SANDBOX_TIMEOUT_MS / SANDBOX_MEMORY_MB: limits of one call of user code (tools, functions, post processing). */
  sandbox: { timeoutMs: number; memoryLimitBytes: number }
  /** DOCUMENT_STORE_MAX_FILE_MB: the largest file a document store loader takes. */
  documentStore: { maxFileBytes: number }
  /** FILE_WORKSPACE_QUOTA_MB: the most the files of one unik's file workspace may take (Write File); 0 = no limit. */
  fileWorkspaceQuotaBytes: number
  /** SQL_QUERY_TIMEOUT_MS: the longest a query of the SQL Database Chain may run on the database. */
  sqlQueryTimeoutMs: number
  /** AWS nodes without keys use the server's own AWS credentials (off: every tenant brings its keys). */
  awsDefaultCredentials: boolean
  /** PUBLICATIONS_DIR: pre-generated pages of UPDL publications (default DATA_DIR/publications). */
  publicationsDir: string
  /** PROMPT_HUB_URL: a remote prompt hub (a JSON list of prompts) added to the bundled catalogue. */
  promptHubUrl: string | undefined
  /** MODE: `main` runs predictions in this process; `queue` hands them to `unikflow worker` processes. */
  mode: 'main' | 'queue'
  /** REDIS_URL: shared presence and rate limits when set; the run queue in queue mode (required there). */
  redisUrl: string | undefined
  queue: QueueConfig
}

export interface QueueConfig {
  /** QUEUE_NAME: prefix of the queues, keys and channels (installations sharing one Redis differ here). */
  name: string
  /** WORKER_CONCURRENCY (or `unikflow worker --concurrency N`): runs one worker executes at a time. */
  concurrency: number
  /** QUEUE_RUN_RETRIES: times a run whose worker died starts again on another worker (0: it fails). */
  retries: number
  /** QUEUE_LOCK_MS: a worker that has not renewed its lock on a run for this long is taken for dead. */
  lockMs: number
}

type Env = Record<string, string | undefined>

const SECRET_KEY_FILE = 'secret.key'
const TOKEN_KEY_FILE = 'token.key'
// src/config.ts and dist/cli.js both sit one level under the server package.
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url))
const DEFAULT_EMBED_DIST = fileURLToPath(new URL('../../embed/dist', import.meta.url))

/** Reads `.env` (never overriding real environment variables) into process.env. */
export async function loadDotEnv(): Promise<void> {
  if (!existsSync('.env')) return
  const dotenv = await import('dotenv')
  dotenv.config({ quiet: true })
}

/** Builds the configuration from the environment. Creates DATA_DIR and, if needed, the secret key file. */
export function loadConfig(env: Env = process.env): AppConfig {
  const port = parsePort(env.PORT)
  const dataDir = resolve(env.DATA_DIR || './.data')
  prepareDataDir(dataDir)
  const secretKey = credentialSecret(env) ?? readOrCreateSecretKey(dataDir)
  const config: AppConfig = {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    sqlitePath: join(dataDir, 'unikflow.db'),
    secretKey,
    secretKeys: loadSecretKeys(env, dataDir, secretKey),
    tokenKey: operatorKey(env, 'UNIKFLOW_TOKEN_KEY') ?? readOrCreateSecretKey(dataDir, TOKEN_KEY_FILE),
    runtimeVariables: (env.UNIKFLOW_RUNTIME_VARIABLES ?? '').split(/[\s,]+/).filter(Boolean),
    outboundAllowlist: (env.UNIKFLOW_OUTBOUND_ALLOWLIST ?? '').split(/[\s,]+/).filter(Boolean),
    outboundMaxResponseBytes: positiveNumber(env, 'UNIKFLOW_OUTBOUND_MAX_RESPONSE_MB', 32) * 1024 * 1024,
    mcpStdio: {
      commands: parseCommandLines(env.MCP_STDIO_COMMANDS),
      envNames: parseEnvNames(env.MCP_STDIO_ENV),
    },
    logLevel: env.LOG_LEVEL || 'info',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    smtp: parseSmtp(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    webDistDir: resolve(env.WEB_DIST_DIR || DEFAULT_WEB_DIST),
    embedDistDir: resolve(env.EMBED_DIST_DIR || DEFAULT_EMBED_DIST),
    registration: parseRegistration(env),
    warmUp: env.WARM_UP !== 'false',
    acceptHandles: env.ACCEPT_HANDLES === '0' ? 0 : Math.round(positiveNumber(env, 'ACCEPT_HANDLES', 16)),
    sqliteCacheMb: positiveNumber(env, 'SQLITE_CACHE_MB', DEFAULT_SQLITE_CACHE_MB),
    heapGrowthPercent: env.HEAP_GROWTH_PERCENT === '0' ? 0 : positiveNumber(env, 'HEAP_GROWTH_PERCENT', 50),
    memoryReleaseIdleMs:
      env.MEMORY_RELEASE_IDLE_MS === '0' ? 0 : positiveNumber(env, 'MEMORY_RELEASE_IDLE_MS', 10_000),
    metrics: { enabled: env.METRICS_ENABLED === 'true', token: env.METRICS_TOKEN || undefined },
    modelTimeouts: {
      overallMs: positiveNumber(env, 'MODEL_TIMEOUT_MS', 120_000),
      idleMs: positiveNumber(env, 'MODEL_IDLE_TIMEOUT_MS', 60_000),
    },
    sandbox: {
      timeoutMs: positiveNumber(env, 'SANDBOX_TIMEOUT_MS', 10_000),
      memoryLimitBytes: positiveNumber(env, 'SANDBOX_MEMORY_MB', 64) * 1024 * 1024,
    },
    documentStore: { maxFileBytes: positiveNumber(env, 'DOCUMENT_STORE_MAX_FILE_MB', 50) * 1024 * 1024 },
    fileWorkspaceQuotaBytes: wholeNumber(env, 'FILE_WORKSPACE_QUOTA_MB', 100) * 1024 * 1024,
    sqlQueryTimeoutMs: positiveNumber(env, 'SQL_QUERY_TIMEOUT_MS', 10_000),
    awsDefaultCredentials: env.UNIKFLOW_AWS_DEFAULT_CREDENTIALS === 'true',
    promptHubUrl: env.PROMPT_HUB_URL || undefined,
    publicationsDir: resolve(env.PUBLICATIONS_DIR || join(dataDir, 'publications')),
    mode: parseMode(env.MODE),
    redisUrl: env.REDIS_URL || undefined,
    queue: {
      name: env.QUEUE_NAME || 'unikflow',
      concurrency: positiveNumber(env, 'WORKER_CONCURRENCY', 4),
      retries: wholeNumber(env, 'QUEUE_RUN_RETRIES', 0),
      lockMs: positiveNumber(env, 'QUEUE_LOCK_MS', 30_000),
    },
  }
  if (config.mode === 'queue') {
    checkQueueSetup(config, 'MODE=queue')
    checkSharedKeys(env)
  }
  return config
}

/**
 * UNIKFLOW_SECRET_KEY, held to the standard of `operatorKey` — except while a rotation moves the credentials
 * away from it to a strong UNIKFLOW_SECRET_KEY_NEXT, the way out for an installation that started with a weak key.
 */
function credentialSecret(env: Env): string | undefined {
  const next = operatorKey(env, 'UNIKFLOW_SECRET_KEY_NEXT')
  const current = env.UNIKFLOW_SECRET_KEY?.trim()
  if (!current) return undefined
  if (next) return current
  try {
    checkKeyStrength('UNIKFLOW_SECRET_KEY', current)
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error
    throw new ConfigError(
      `${error.message}. Credentials saved under the old key stay readable when you set the new key as UNIKFLOW_SECRET_KEY_NEXT and run \`unikflow secrets rotate\` first (README, "Secret keys")`,
    )
  }
  return current
}

/** A key the operator set in the environment, refused when it is a placeholder or guessable. */
function operatorKey(env: Env, variable: string): string | undefined {
  const key = env[variable]?.trim()
  if (!key) return undefined
  checkKeyStrength(variable, key)
  return key
}

/**
 * Processes on several machines each generate key files of their own: credentials written by one would not
 * decrypt on another, and a token signed by one API server would be refused by the next.
 */
function checkSharedKeys(env: Env): void {
  const missing = ['UNIKFLOW_SECRET_KEY', 'UNIKFLOW_TOKEN_KEY'].filter((name) => !env[name]?.trim())
  if (missing.length > 0)
    throw new ConfigError(
      `MODE=queue needs ${missing.join(' and ')} set to the same value on every API server and worker (each process would otherwise generate keys of its own)`,
    )
}

/**
 * Only `queue` changes anything, as in Flowise: MODE is a common name (Vite and Vitest set it to
 * `development` or `test` in the environment they pass on), and those must keep meaning the default.
 */
function parseMode(value: string | undefined): AppConfig['mode'] {
  return value?.trim().toLowerCase() === 'queue' ? 'queue' : 'main'
}

/**
 * Queue mode's needs, checked before anything starts: Redis for the queue, PostgreSQL because API
 * servers and workers on several machines share one database (a SQLite file belongs to one process).
 */
export function checkQueueSetup(config: Pick<AppConfig, 'redisUrl' | 'databaseUrl'>, who: string): void {
  if (!config.databaseUrl)
    throw new ConfigError(
      `${who} needs PostgreSQL: set DATABASE_URL=postgres://… (SQLite is a file of one process and cannot be shared by API servers and workers)`,
    )
  if (!config.redisUrl) throw new ConfigError(`${who} needs Redis: set REDIS_URL=redis://…`)
}

function wholeNumber(env: Env, name: string, fallback: number): number {
  const value = env[name]
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isInteger(n) || n < 0) throw new ConfigError(`Invalid ${name}: ${value} (0 or more)`)
  return n
}

function parseRegistration(env: Env): AppConfig['registration'] {
  const mode = env.REGISTRATION?.trim().toLowerCase()
  const domains = (env.REGISTRATION_ALLOWED_DOMAINS ?? '')
    .split(/[\s,]+/)
    .map((d) => d.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean)
  if (!mode && domains.length === 0) return undefined
  if (!mode) return { mode: 'open', allowedDomains: domains }
  if (mode !== 'open' && mode !== 'invite' && mode !== 'closed')
    throw new ConfigError(`Invalid REGISTRATION: ${mode} (open, invite or closed)`)
  return { mode, allowedDomains: domains }
}

function positiveNumber(env: Env, name: string, fallback: number): number {
  const value = env[name]
  if (value === undefined || value === '') return fallback
  const n = Number(value)
  if (!Number.isFinite(n) || n <= 0) throw new ConfigError(`Invalid ${name}: ${value} (a positive number)`)
  return n
}

const DATA_DIR_PROBLEMS: Record<string, string> = {
  EROFS: 'is read-only',
  EACCES: 'is not writable by this user',
  EPERM: 'is not writable by this user',
  ENOSPC: 'is full',
  EDQUOT: 'is full (disk quota)',
  ENOTDIR: 'is not a directory (or sits under a file)',
  EEXIST: 'is not a directory',
  ENOENT: 'is missing and cannot be created',
}

/** Creates DATA_DIR when missing and proves it writable, or says in one line why it cannot be used. */
function prepareDataDir(dataDir: string): void {
  try {
    if (existsSync(dataDir) && !statSync(dataDir).isDirectory())
      throw Object.assign(new Error(), { code: 'EEXIST' })
    mkdirSync(dataDir, { recursive: true })
    const probe = join(dataDir, `.write-check-${process.pid}`)
    writeFileSync(probe, 'ok')
    rmSync(probe)
  } catch (error) {
    const code: unknown = error instanceof Error ? Reflect.get(error, 'code') : undefined
    const reason = typeof code === 'string' ? DATA_DIR_PROBLEMS[code] : undefined
    const detail = reason ?? `cannot be used (${error instanceof Error ? error.message : String(error)})`
    throw new ConfigError(`DATA_DIR ${dataDir} ${detail}`)
  }
}

function parsePort(value: string | undefined): number {
  if (!value) return 3000
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`Invalid PORT: ${value}`)
  return port
}

function parseSmtp(env: Env): SmtpConfig | undefined {
  if (!env.SMTP_HOST) return undefined
  return {
    host: env.SMTP_HOST,
    port: env.SMTP_PORT ? Number(env.SMTP_PORT) : 587,
    user: env.SMTP_USER || undefined,
    password: env.SMTP_PASSWORD || undefined,
    from: env.SMTP_FROM || 'Unikflow <no-reply@localhost>',
  }
}

function parseTrustProxy(value: string | undefined): AppConfig['trustProxy'] {
  if (!value || value === 'false') return false
  if (value === 'true') return true
  if (!/^\d+$/.test(value)) return value
  const hops = Number(value)
  return (_address, hop) => hop < hops
}

export function readOrCreateSecretKey(dataDir: string, name = SECRET_KEY_FILE): string {
  const file = join(dataDir, name)
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const key = generateSecretKey()
  // 'wx' fails when another process created the file first; then read theirs.
  try {
    writeFileSync(file, key + '\n', { mode: 0o600, flag: 'wx' })
  } catch (error) {
    if (isFileExistsError(error)) return readFileSync(file, 'utf8').trim()
    throw error
  }
  return key
}

function isFileExistsError(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'EEXIST'
}
