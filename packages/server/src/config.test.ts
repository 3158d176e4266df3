import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { loadConfig } from './config'

describe('loadConfig', () => {
  const dirs: string[] = []
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'unikflow-config-'))
    dirs.push(dir)
    return dir
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

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
      mcpStdioCommands: [],
    })
    expect(config.webDistDir).toMatch(/packages\/web\/dist$/)
  })

  it('reads MCP_STDIO_COMMANDS as exact executables, comma separated (paths may hold spaces)', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      MCP_STDIO_COMMANDS: ' /usr/bin/npx, /opt/My Tools/mcp ,',
    })
    expect(config.mcpStdioCommands).toEqual(['/usr/bin/npx', '/opt/My Tools/mcp'])
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
      UNIKFLOW_SECRET_KEY: 'from-env',
      PORT: '8080',
      DATABASE_URL: 'postgres://x@y/z',
      PUBLIC_URL: 'https://flows.example.com/',
      SMTP_HOST: 'smtp.example.com',
      SMTP_FROM: 'Flows <f@example.com>',
      TRUST_PROXY: '2',
    })
    expect(config).toMatchObject({
      secretKey: 'from-env',
      port: 8080,
      databaseUrl: 'postgres://x@y/z',
      publicUrl: 'https://flows.example.com',
      smtp: { host: 'smtp.example.com', port: 587, from: 'Flows <f@example.com>' },
    })
    expect(typeof config.trustProxy).toBe('function')
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'abc' })).toThrow(/Invalid PORT/)
  })

  it('queue mode: refused on SQLite and without Redis, with one clear line; other MODE values mean main', () => {
    const base = { DATA_DIR: tempDir(), UNIKFLOW_SECRET_KEY: 'k' }
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
})
