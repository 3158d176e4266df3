import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { loadConfig } from '../config'
import { createDatabase } from './database'

describe('SQLite connections', () => {
  // Opened from the environment's settings as `unikflow start` opens its database (cli/start.ts).
  it.each([
    { env: {}, kib: 2048 },
    { env: { SQLITE_CACHE_MB: '16' }, kib: 16384 },
  ])('keep a page cache of SQLITE_CACHE_MB ($env → $kib KiB), not better-sqlite3’s 16 MB', async (c) => {
    const dir = mkdtempSync(join(tmpdir(), 'unikflow-db-'))
    const database = await createDatabase(loadConfig({ DATA_DIR: dir, ...c.env }))
    try {
      if (database.driver.kind !== 'sqlite') throw new Error('expected SQLite')
      expect(database.driver.handle.pragma('cache_size', { simple: true })).toBe(-c.kib)
    } finally {
      await database.destroy()
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

const url = process.env.TEST_DATABASE_URL

describe.skipIf(!url)('PostgreSQL connections', () => {
  it('a connection the server drops does not end the process; the next query reconnects', async () => {
    const database = await createDatabase({ databaseUrl: url, sqlitePath: '' })
    const admin = await createDatabase({ databaseUrl: url, sqlitePath: '' })
    const warnings: string[] = []
    const onWarning = (w: Error) => warnings.push(w.message)
    process.on('warning', onWarning)
    try {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db)
      const pid = rows[0]?.pid
      // The idle pooled connection is killed from another session, as a server restart would.
      await sql`select pg_terminate_backend(${pid})`.execute(admin.db)
      await expect
        .poll(() => warnings.some((w) => w.includes('PostgreSQL connection lost')), { timeout: 5000 })
        .toBe(true)
      const again = await sql<{ one: number }>`select 1 as one`.execute(database.db)
      expect(again.rows[0]?.one).toBe(1)
    } finally {
      process.off('warning', onWarning)
      await database.destroy()
      await admin.destroy()
    }
  })
})
