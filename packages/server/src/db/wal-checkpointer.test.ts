import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import Sqlite from 'better-sqlite3'
import { createDatabase, type Database } from './database'
import { startWalCheckpointer } from './wal-checkpointer'

/** Writes about `pages` pages of 4 KB into the log, each insert its own commit. */
async function writePages(database: Database, pages: number) {
  await sql`create table if not exists filler (id integer primary key, body text)`.execute(database.db)
  for (let i = 0; i < pages; i++)
    await sql`insert into filler (body) values (${'x'.repeat(3_500)})`.execute(database.db)
}

const sizeOf = (file: string) => statSync(file).size

describe('SQLite checkpoints in the background', () => {
  const dirs: string[] = []
  const open = async (checkpointInBackground: boolean) => {
    const dir = mkdtempSync(join(tmpdir(), 'unikflow-wal-'))
    dirs.push(dir)
    const sqlitePath = join(dir, 'unikflow.sqlite')
    const database = await createDatabase({ databaseUrl: undefined, sqlitePath, checkpointInBackground })
    return { database, sqlitePath }
  }
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
  })

  it("copies the log into the database file from its own thread, not on the server's commits", async () => {
    const { database, sqlitePath } = await open(true)
    const handle = database.driver.kind === 'sqlite' ? database.driver.handle : undefined
    expect(handle?.pragma('wal_autocheckpoint', { simple: true })).toBe(10_000)
    const before = sizeOf(sqlitePath)
    // 1,500 pages: past SQLite's default threshold, far below the server connection's own.
    await writePages(database, 1_500)
    await expect.poll(() => sizeOf(sqlitePath), { timeout: 10_000 }).toBeGreaterThan(before + 1_000 * 4096)
    await database.destroy()
  })

  it('runs its thread only while pages are written: it ends when all is quiet, the next write starts one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'unikflow-wal-'))
    dirs.push(dir)
    const file = join(dir, 'quiet.sqlite')
    const db = new Sqlite(file)
    db.pragma('journal_mode = WAL')
    db.exec('create table t (body text)')
    const checkpointer = startWalCheckpointer(file, { exitAfterMs: 300 })
    expect(checkpointer.running).toBe(false)
    db.prepare('insert into t values (?)').run('x')
    checkpointer.noteWrite()
    expect(checkpointer.running).toBe(true)
    await expect.poll(() => checkpointer.running, { timeout: 5_000 }).toBe(false)
    checkpointer.noteWrite()
    expect(checkpointer.running).toBe(true)
    await checkpointer.stop()
    expect(checkpointer.running).toBe(false)
    checkpointer.noteWrite()
    expect(checkpointer.running).toBe(false)
    db.close()
  })

  it('without it, the log stays in the log until a commit passes the threshold; a store closes either way', async () => {
    const { database, sqlitePath } = await open(false)
    const before = sizeOf(sqlitePath)
    await writePages(database, 200)
    await new Promise((r) => setTimeout(r, 500))
    expect(sizeOf(sqlitePath)).toBe(before)
    await database.destroy()
    const again = await open(true)
    await again.database.destroy()
  })
})
