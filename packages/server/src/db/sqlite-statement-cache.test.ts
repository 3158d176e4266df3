import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect, sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { withStatementCache } from './sqlite-statement-cache'

interface TestDB {
  t: { id: number; name: string }
}

function open() {
  const sqlite = new SQLite(':memory:')
  const database = withStatementCache(sqlite, { max: 3 })
  const db = new Kysely<TestDB>({ dialect: new SqliteDialect({ database }) })
  return { sqlite, database, db }
}

describe('withStatementCache', () => {
  it('reuses the prepared statement of the same SQL text, with new parameters each time', async () => {
    const { database, db } = open()
    await sql`create table t (id integer primary key, name text)`.execute(db)
    for (const [id, name] of [
      [1, 'a'],
      [2, 'b'],
    ] as const)
      await db.insertInto('t').values({ id, name }).execute()
    const byId = (id: number) => db.selectFrom('t').select('name').where('id', '=', id).executeTakeFirst()
    expect([await byId(1), await byId(2), await byId(3)]).toEqual([{ name: 'a' }, { name: 'b' }, undefined])
    const text = 'select "name" from "t" where "id" = ?'
    expect(database.prepare(text)).toBe(database.prepare(text))
    await db.destroy()
  })

  it('tells of writes, those read back (`insert … returning`) too, and not of reads', async () => {
    const sqlite = new SQLite(':memory:')
    const told: string[] = []
    const database = withStatementCache(sqlite, {
      afterRun: () => told.push('run'),
      onWrite: (written) => told.push(`wrote ${String(written)}`),
    })
    const db = new Kysely<TestDB>({ dialect: new SqliteDialect({ database }) })
    await sql`create table t (id integer primary key, name text)`.execute(db)
    told.length = 0
    await db.insertInto('t').values({ id: 1, name: 'a' }).returning('id').execute()
    await db.selectFrom('t').selectAll().execute()
    await db.updateTable('t').set({ name: 'b' }).execute()
    expect(told).toEqual(['wrote t', 'run', 'wrote all', 'run'])
    await db.destroy()
  })

  it('keeps at most `max` statements, dropping the least recently used', () => {
    const { database, sqlite } = open()
    const a = database.prepare('select 1')
    database.prepare('select 2')
    database.prepare('select 1')
    database.prepare('select 3')
    database.prepare('select 4')
    expect(database.prepare('select 1')).toBe(a)
    expect(database.prepare('select 2').all([])).toEqual([{ 2: 2 }])
    sqlite.close()
  })

  it('streams rows on a statement of its own, leaving the cached one free', async () => {
    const { db } = open()
    await sql`create table t (id integer primary key, name text)`.execute(db)
    await db
      .insertInto('t')
      .values([1, 2, 3].map((id) => ({ id, name: `n${id}` })))
      .execute()
    const query = db.selectFrom('t').select('id').orderBy('id')
    const streamed: number[] = []
    await query.execute()
    for await (const row of query.stream()) streamed.push(row.id)
    expect(streamed).toEqual([1, 2, 3])
    expect(await query.execute()).toHaveLength(3)
    await db.destroy()
  })

  it('sees a column added after the statement was prepared', async () => {
    const { db } = open()
    await sql`create table t (id integer primary key, name text)`.execute(db)
    await db.insertInto('t').values({ id: 1, name: 'a' }).execute()
    const all = () => sql<Record<string, unknown>>`select * from t`.execute(db)
    expect((await all()).rows).toEqual([{ id: 1, name: 'a' }])
    await sql`alter table t add column extra text default 'x'`.execute(db)
    expect((await all()).rows).toEqual([{ id: 1, name: 'a', extra: 'x' }])
    await db.destroy()
  })
})
