import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { checkKeyStrength, generateSecretKey } from './features/secrets/key-strength'
import { isOwnSetting } from './features/variables/runtime-variable-access'

const STRONG_KEY = 'q7Vn2kLp9XwR4tYz8bHc3mJd6fGs1aQe'
const OTHER_KEY = 'Zr5Tx8Wq2Ny7Lm4Kp9Jh3Gf6Dc1Bv0Sa'

/** Temporary data folders, removed after each test. */
function configSuite() {
  const dirs: string[] = []
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'unikflow-config-'))
    dirs.push(dir)
    return dir
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })
  return { tempDir }
}

type ConfigSuite = ReturnType<typeof configSuite>

function readingSettings(fx: ConfigSuite) {
  const { tempDir } = fx
  it('applies the documented defaults', () => {
    const dataDir = join(tempDir(), 'nested', 'data')
    const config = loadConfig({ DATA_DIR: dataDir })
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      sqlitePath: join(dataDir, 'unikflow.db'),
      logLevel: 'info',
      publicUrl: 'http://localhost:3000',
      smtp: undefined,
      trustProxy: false,
      mcpStdio: { commands: [], envNames: [] },
    })
    expect(config.webDistDir).toMatch(/packages\/web\/dist$/)
  })

  it('reads MCP_STDIO_COMMANDS as whole command lines and MCP_STDIO_ENV as variable names', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      MCP_STDIO_COMMANDS:
        ' /usr/bin/npx -y @modelcontextprotocol/server-memory;\n"/opt/My Tools/mcp" --root "a;b" ;',
      MCP_STDIO_ENV: 'GITHUB_TOKEN, BRAVE_API_KEY',
    })
    expect(config.mcpStdio).toEqual({
      commands: [
        ['/usr/bin/npx', '-y', '@modelcontextprotocol/server-memory'],
        ['/opt/My Tools/mcp', '--root', 'a;b'],
      ],
      envNames: ['GITHUB_TOKEN', 'BRAVE_API_KEY'],
    })
  })

  it('reads FILE_WORKSPACE_QUOTA_MB (100 MB by default, 0 for no limit) and SQL_QUERY_TIMEOUT_MS', () => {
    expect(loadConfig({ DATA_DIR: tempDir() })).toMatchObject({
      fileWorkspaceQuotaBytes: 100 * 1024 * 1024,
      sqlQueryTimeoutMs: 10_000,
    })
    const config = loadConfig({
      DATA_DIR: tempDir(),
      FILE_WORKSPACE_QUOTA_MB: '0',
      SQL_QUERY_TIMEOUT_MS: '250',
    })
    expect(config).toMatchObject({ fileWorkspaceQuotaBytes: 0, sqlQueryTimeoutMs: 250 })
    expect(() => loadConfig({ DATA_DIR: tempDir(), FILE_WORKSPACE_QUOTA_MB: '-1' })).toThrow(
      /Invalid FILE_WORKSPACE_QUOTA_MB/,
    )
  })

  it('creates a 0600 secret key file once and reuses it', () => {
    const dataDir = tempDir()
    const first = loadConfig({ DATA_DIR: dataDir }).secretKey
    expect(first.length).toBeGreaterThanOrEqual(40)
    const file = join(dataDir, 'secret.key')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    expect(readFileSync(file, 'utf8').trim()).toBe(first)
    expect(loadConfig({ DATA_DIR: dataDir }).secretKey).toBe(first)
  })

  it('prefers UNIKFLOW_SECRET_KEY and reads the other settings', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      UNIKFLOW_SECRET_KEY: STRONG_KEY,
      PORT: '8080',
      DATABASE_URL: 'postgres://x@y/z',
      PUBLIC_URL: 'https://flows.example.com/',
      SMTP_HOST: 'smtp.example.com',
      SMTP_FROM: 'Flows <f@example.com>',
      TRUST_PROXY: '2',
    })
    expect(config).toMatchObject({
      secretKey: STRONG_KEY,
      port: 8080,
      databaseUrl: 'postgres://x@y/z',
      publicUrl: 'https://flows.example.com',
      smtp: { host: 'smtp.example.com', port: 587, from: 'Flows <f@example.com>' },
    })
    expect(typeof config.trustProxy).toBe('function')
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'abc' })).toThrow(/Invalid PORT/)
  })
}

function keysAndQueueMode(fx: ConfigSuite) {
  const { tempDir } = fx
  it('queue mode: refused on SQLite and without Redis, with one clear line; other MODE values mean main', () => {
    const base = { DATA_DIR: tempDir(), UNIKFLOW_SECRET_KEY: STRONG_KEY, UNIKFLOW_TOKEN_KEY: OTHER_KEY }
    expect(() => loadConfig({ ...base, MODE: 'queue', REDIS_URL: 'redis://r' })).toThrow(
      /MODE=queue needs PostgreSQL: set DATABASE_URL=postgres:\/\/… \(SQLite is a file of one process/,
    )
    expect(() => loadConfig({ ...base, MODE: 'queue', DATABASE_URL: 'postgres://x@y/z' })).toThrow(
      'MODE=queue needs Redis: set REDIS_URL=redis://…',
    )
    const queue = loadConfig({
      ...base,
      MODE: 'queue',
      DATABASE_URL: 'postgres://x@y/z',
      REDIS_URL: 'redis://r:6379/0',
      WORKER_CONCURRENCY: '8',
      QUEUE_RUN_RETRIES: '1',
    })
    expect(queue).toMatchObject({
      mode: 'queue',
      redisUrl: 'redis://r:6379/0',
      queue: { name: 'unikflow', concurrency: 8, retries: 1, lockMs: 30_000 },
    })
    expect(loadConfig({ ...base, MODE: 'test' }).mode).toBe('main')
    expect(loadConfig(base)).toMatchObject({ mode: 'main', redisUrl: undefined, queue: { retries: 0 } })
    expect(() => loadConfig({ ...base, QUEUE_RUN_RETRIES: '-1' })).toThrow(/Invalid QUEUE_RUN_RETRIES/)
  })

  it('signs tokens with a key apart from the credential secret: UNIKFLOW_TOKEN_KEY, else a 0600 token.key', () => {
    const dataDir = tempDir()
    const generated = loadConfig({ DATA_DIR: dataDir, UNIKFLOW_SECRET_KEY: STRONG_KEY })
    expect(generated.tokenKey).not.toBe(STRONG_KEY)
    expect(generated.tokenKey.length).toBeGreaterThanOrEqual(40)
    expect(statSync(join(dataDir, 'token.key')).mode & 0o777).toBe(0o600)
    expect(loadConfig({ DATA_DIR: dataDir }).tokenKey).toBe(generated.tokenKey)
    expect(loadConfig({ DATA_DIR: dataDir }).tokenKey).not.toBe(loadConfig({ DATA_DIR: dataDir }).secretKey)
    expect(loadConfig({ DATA_DIR: dataDir, UNIKFLOW_TOKEN_KEY: OTHER_KEY }).tokenKey).toBe(OTHER_KEY)
  })

  it('accepts every key it generates, though random text now and then spells "todo" or "xxxx"', () => {
    // About one random 32-byte key in twenty thousand spells a placeholder word; 20 000 draws meet one more often than not.
    for (let i = 0; i < 20_000; i++) {
      const key = generateSecretKey()
      expect(() => checkKeyStrength('UNIKFLOW_SECRET_KEY', key)).not.toThrow()
    }
    expect(() => checkKeyStrength('UNIKFLOW_SECRET_KEY', 'q7Vn2kLp9XwR4tYzTODOHc3mJd6fGs1aQe')).toThrow(
      /placeholder/,
    )
  })

  it('refuses to start with a placeholder or guessable key, saying how to make one', () => {
    const start = (env: Record<string, string>) => () => loadConfig({ DATA_DIR: tempDir(), ...env })
    expect(start({ UNIKFLOW_SECRET_KEY: 'change-me-to-a-long-random-string' })).toThrow(
      /UNIKFLOW_SECRET_KEY looks like a placeholder .*openssl rand -base64 32/,
    )
    expect(start({ UNIKFLOW_SECRET_KEY: 'short-but-random-9x' })).toThrow(
      /UNIKFLOW_SECRET_KEY is too short \(19 characters/,
    )
    expect(start({ UNIKFLOW_SECRET_KEY: 'ab'.repeat(20) })).toThrow(/too uniform/)
    expect(start({ UNIKFLOW_TOKEN_KEY: 'your-secret-key-here-0123456789-abcdef' })).toThrow(
      /UNIKFLOW_TOKEN_KEY looks like a placeholder/,
    )
    expect(start({ UNIKFLOW_SECRET_KEY: STRONG_KEY, UNIKFLOW_SECRET_KEY_NEXT: 'changeme' })).toThrow(
      /UNIKFLOW_SECRET_KEY_NEXT/,
    )
    // The way out of a weak key: rotating the credentials to a strong one, which the server accepts meanwhile.
    expect(start({ UNIKFLOW_SECRET_KEY: 'changeme' })).toThrow(
      /UNIKFLOW_SECRET_KEY_NEXT .*unikflow secrets rotate/,
    )
    expect(start({ UNIKFLOW_SECRET_KEY: 'changeme', UNIKFLOW_SECRET_KEY_NEXT: STRONG_KEY })().secretKey).toBe(
      'changeme',
    )
    // Old keys still decrypt what they wrote, whatever their strength.
    expect(
      start({ UNIKFLOW_SECRET_KEY: STRONG_KEY, UNIKFLOW_SECRET_KEY_PREVIOUS: 'old' })().secretKeys.previous,
    ).toEqual(['old'])
  })

  it('queue mode needs both keys from the environment (each process would generate its own)', () => {
    const queue = {
      DATA_DIR: tempDir(),
      MODE: 'queue',
      DATABASE_URL: 'postgres://x@y/z',
      REDIS_URL: 'redis://r',
    }
    expect(() => loadConfig(queue)).toThrow(/MODE=queue needs UNIKFLOW_SECRET_KEY and UNIKFLOW_TOKEN_KEY set/)
    expect(() => loadConfig({ ...queue, UNIKFLOW_SECRET_KEY: STRONG_KEY })).toThrow(
      /needs UNIKFLOW_TOKEN_KEY set/,
    )
  })

  it('every setting the server reads is one runtime variables may never read', () => {
    const read = new Set<string>()
    const env = new Proxy<Record<string, string | undefined>>(
      { DATA_DIR: tempDir() },
      {
        get: (target, name) => {
          if (typeof name === 'string') read.add(name)
          return typeof name === 'string' ? target[name] : undefined
        },
      },
    )
    loadConfig(env)
    expect(read.size).toBeGreaterThan(30)
    expect([...read].filter((name) => !isOwnSetting(name))).toEqual([])
  })
}

function processTuning(fx: ConfigSuite) {
  const { tempDir } = fx
  it('reads ACCEPT_HANDLES: 16 handles added to the listening socket by default, 0 for none', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).acceptHandles).toBe(16)
    expect(loadConfig({ DATA_DIR: tempDir(), ACCEPT_HANDLES: '0' }).acceptHandles).toBe(0)
    expect(loadConfig({ DATA_DIR: tempDir(), ACCEPT_HANDLES: '4' }).acceptHandles).toBe(4)
    expect(() => loadConfig({ DATA_DIR: tempDir(), ACCEPT_HANDLES: 'many' })).toThrow(
      /Invalid ACCEPT_HANDLES/,
    )
  })

  it('reads SQLITE_CACHE_MB: SQLite’s page cache, 2 MB by default', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).sqliteCacheMb).toBe(2)
    expect(loadConfig({ DATA_DIR: tempDir(), SQLITE_CACHE_MB: '16' }).sqliteCacheMb).toBe(16)
    expect(() => loadConfig({ DATA_DIR: tempDir(), SQLITE_CACHE_MB: '0' })).toThrow(/Invalid SQLITE_CACHE_MB/)
  })

  it('reads the heap settings: growth past what is live and the idle release, 0 turning either off', () => {
    expect(loadConfig({ DATA_DIR: tempDir() })).toMatchObject({
      heapGrowthPercent: 50,
      memoryReleaseIdleMs: 10_000,
    })
    expect(
      loadConfig({ DATA_DIR: tempDir(), HEAP_GROWTH_PERCENT: '0', MEMORY_RELEASE_IDLE_MS: '0' }),
    ).toMatchObject({ heapGrowthPercent: 0, memoryReleaseIdleMs: 0 })
    expect(() => loadConfig({ DATA_DIR: tempDir(), HEAP_GROWTH_PERCENT: '-5' })).toThrow(
      /Invalid HEAP_GROWTH_PERCENT/,
    )
  })
}

describe('loadConfig', () => {
  const fx = configSuite()
  describe('reading settings', () => readingSettings(fx))
  describe('keys, queue mode and runtime variables', () => keysAndQueueMode(fx))
  describe('the process’s tuning', () => processTuning(fx))
})
