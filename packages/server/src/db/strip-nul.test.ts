import { Kysely, SqliteDialect } from 'kysely'
import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { dialectWithoutNul } from './strip-nul'

interface Notes {
  notes: { id: number; body: string; blob: Buffer | null }
}

describe('dialectWithoutNul', () => {
  const sqlite = new Database(':memory:')
  sqlite.exec('create table notes (id integer primary key, body text not null, blob blob)')
  const db = new Kysely<Notes>({ dialect: dialectWithoutNul(new SqliteDialect({ database: sqlite })) })
  const stored = (id: number) => sqlite.prepare('select body, blob from notes where id = ?').get(id)

  it('stores strings without their NUL characters, binary values as they are', async () => {
    await db
      .insertInto('notes')
      .values({ id: 1, body: 'a\u0000b\u0000', blob: Buffer.from([0, 1]) })
      .execute()
    expect(stored(1)).toEqual({ body: 'ab', blob: Buffer.from([0, 1]) })
  })

  it('strips inside transactions too, and passes text without NUL on unchanged', async () => {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 2, body: 'x\u0000y', blob: null }).execute()
      await trx.insertInto('notes').values({ id: 3, body: 'plain', blob: null }).execute()
    })
    expect(stored(2)).toEqual({ body: 'xy', blob: null })
    expect(stored(3)).toEqual({ body: 'plain', blob: null })
    const found = await db.selectFrom('notes').select('id').where('body', '=', 'x\u0000y').execute()
    expect(found).toEqual([{ id: 2 }])
  })
})
