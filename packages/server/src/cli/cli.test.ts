import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { login } from '../test/api-client'
import { buildTestApp, type TestApp } from '../test/build-test-app'
import { createUserCommand } from './create-user'

const run = promisify(execFile)
const cli = join(import.meta.dirname, '..', 'cli.ts')
const tsx = join(import.meta.dirname, '..', '..', '..', '..', 'node_modules', '.bin', 'tsx')

describe('unikflow user create', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await buildTestApp('sqlite')
  })
  afterAll(() => t.close())

  it('creates a confirmed user who can sign in, optionally super admin', async () => {
    const user = await createUserCommand(t.database.db, {
      email: 'Ops@Example.com',
      password: 'Opspass-1',
      superAdmin: true,
    })
    expect(user).toMatchObject({ email: 'ops@example.com', isSuperAdmin: true, emailConfirmed: true })
    const res = await login(t.app, 'ops@example.com', 'Opspass-1')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ user: { isSuperAdmin: true } })
  })

  it('applies the same rules as registration', async () => {
    const create = (email: string, password: string) =>
      createUserCommand(t.database.db, { email, password, superAdmin: false })
    await expect(create('bad', 'Opspass-1')).rejects.toMatchObject({ code: 'INVALID_EMAIL' })
    await expect(create('weak@example.com', 'short')).rejects.toMatchObject({ code: 'WEAK_PASSWORD' })
    await expect(create('OPS@example.com', 'Opspass-1')).rejects.toMatchObject({ code: 'USER_EXISTS' })
  })
})

describe('cli process', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'unikflow-cli-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))
  const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }

  it('migrates, creates a user and refuses a duplicate with a clear message', async () => {
    const migrate = await run(tsx, ['--conditions=@unikflow/source', cli, 'migrate'], { env })
    expect(migrate.stdout).toMatch(/Applied \d+ migration/)
    const created = await run(
      tsx,
      [
        '--conditions=@unikflow/source',
        cli,
        'user',
        'create',
        '--email',
        'cli@example.com',
        '--password',
        'Clipass-1',
        '--super-admin',
      ],
      { env },
    )
    expect(created.stdout).toContain('Created user cli@example.com (super admin).')
    const dup = run(
      tsx,
      [
        '--conditions=@unikflow/source',
        cli,
        'user',
        'create',
        '--email',
        'cli@example.com',
        '--password',
        'Clipass-1',
      ],
      { env },
    )
    await expect(dup).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('User already registered'),
    })
    const again = await run(tsx, ['--conditions=@unikflow/source', cli, 'migrate'], { env })
    expect(again.stdout).toMatch(/Applied 0 migration/)
    // Four processes, each compiling the server's sources with tsx first: seconds each on a loaded machine.
  }, 120_000)
})

describe('start-up on an unusable DATA_DIR', () => {
  const base = mkdtempSync(join(tmpdir(), 'unikflow-datadir-'))
  afterAll(() => rmSync(base, { recursive: true, force: true }))
  const file = join(base, 'a-file')
  writeFileSync(file, 'not a folder')

  it.each([
    ['a file', file, 'is not a directory'],
    ['a folder under a file', join(file, 'data'), 'is not a directory (or sits under a file)'],
  ])(
    '%s: one line naming the path and the reason, exit 1',
    async (_label, dataDir, reason) => {
      const failed = await run(tsx, ['--conditions=@unikflow/source', cli, 'migrate'], {
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' },
      }).then(
        () => undefined,
        (e: unknown) => e as { code: number; stderr: string },
      )
      expect(failed?.code).toBe(1)
      expect(failed?.stderr.trim()).toBe(`Error: DATA_DIR ${dataDir} ${reason}`)
    },
    60_000,
  )
})
