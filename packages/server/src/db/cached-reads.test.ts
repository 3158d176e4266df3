import BetterSqlite3 from 'better-sqlite3'
import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, describeDialects, type TestApp } from '../test/build-test-app'
import { createUnik, signUp } from '../test/api-client'
import { listVariablesOfUnik } from '../features/variables/variables.repository'
import { nowIso } from './schema'
import { writtenBy } from './table-versions'
import { preparedQuery } from './prepared-query'

const variableRows = preparedQuery(
  (db, unik: string) => db.selectFrom('variables').select(['id', 'name']).where('unik_id', '=', unik),
  { cachedWhileUnchanged: ['variables'] },
)

// Reads of rarely written tables (flows, credentials, variables) kept while no write reached them:
// listVariablesOfUnik is one (cachedWhileUnchanged: ['variables']).

describe('writtenBy', () => {
  it('names the table of an insert, and counts every other write as all tables', () => {
    expect(writtenBy('insert into "chat_messages" ("id") values (?)', false)).toEqual(['chat_messages'])
    expect(writtenBy('insert or ignore into "analytics_chat_days" values (?)', false)).toEqual([
      'analytics_chat_days',
    ])
    expect(writtenBy('insert or replace into "variables" values (?)', false)).toBe('all')
    expect(writtenBy('update "variables" set "value" = ?', false)).toBe('all')
    expect(writtenBy('delete from "uniks" where "id" = ?', false)).toBe('all')
    expect(writtenBy('create table "x" ("y" text)', false)).toBe('all')
    expect(writtenBy('select * from "variables"', true)).toBeUndefined()
    expect(writtenBy('begin', true)).toBeUndefined()
    // Read-only to SQLite, but it takes back what reads in the transaction may have seen.
    expect(writtenBy('rollback', true)).toBe('all')
    expect(writtenBy('rollback to savepoint "run_part_0"', true)).toBe('all')
  })
})

describeDialects('cached reads (%s)', (dialect) => {
  let t: TestApp
  let unikId: string
  let otherUnikId: string
  beforeAll(async () => {
    t = await buildTestApp(dialect)
    const owner = await signUp(t.app, 'cached@example.com')
    unikId = (await createUnik(t.app, owner, 'Cached')).id
    otherUnikId = (await createUnik(t.app, owner, 'Other')).id
    const now = nowIso()
    await t.database.db
      .insertInto('variables')
      .values([
        {
          id: 'v-1',
          unik_id: unikId,
          name: 'tone',
          value: 'dry',
          type: 'static',
          created_at: now,
          updated_at: now,
        },
        {
          id: 'v-2',
          unik_id: otherUnikId,
          name: 'tone',
          value: 'warm',
          type: 'static',
          created_at: now,
          updated_at: now,
        },
      ])
      .execute()
  })
  afterAll(() => t.close())

  const valueOf = async (unik = unikId) => (await listVariablesOfUnik(t.database.db, unik))[0]?.value
  /** A write Kysely does not see: the driver's own handle (SQLite: the same connection) or pool. */
  const writeBehindKysely = async (value: string) => {
    const { driver } = t.database
    if (driver.kind === 'sqlite')
      driver.handle.prepare("update variables set value = ? where id = 'v-1'").run(value)
    else await driver.pool.query("update variables set value = $1 where id = 'v-1'", [value])
  }

  it('keeps a read while no write reached its table (SQLite); PostgreSQL, shared by processes, reads every time', async () => {
    await sql`update variables set value = 'dry' where id = 'v-1'`.execute(t.database.db)
    expect(await valueOf()).toBe('dry')
    await writeBehindKysely('unseen')
    expect(await valueOf()).toBe(dialect === 'sqlite' ? 'dry' : 'unseen')
    // Each unik's read is its own.
    expect(await valueOf(otherUnikId)).toBe('warm')
  })

  it('reads again after any update through Kysely, and not after inserts into other tables', async () => {
    await sql`update variables set value = 'first' where id = 'v-1'`.execute(t.database.db)
    expect(await valueOf()).toBe('first')
    const now = nowIso()
    await t.database.db
      .insertInto('uniks')
      .values({ id: `u-${Date.now()}`, name: 'Inserted', description: '', created_at: now, updated_at: now })
      .execute()
    await writeBehindKysely('behind')
    expect(await valueOf()).toBe(dialect === 'sqlite' ? 'first' : 'behind')
    // An update of any table may cascade: every kept read goes.
    await sql`update uniks set name = name where id = ${unikId}`.execute(t.database.db)
    expect(await valueOf()).toBe('behind')
  })

  it('reads again after a rolled back transaction', async () => {
    await sql`update variables set value = 'kept' where id = 'v-1'`.execute(t.database.db)
    await expect(
      t.database.db.transaction().execute(async (trx) => {
        await sql`update variables set value = 'taken back' where id = 'v-1'`.execute(trx)
        expect((await listVariablesOfUnik(trx, unikId))[0]?.value).toBe('taken back')
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    expect(await valueOf()).toBe('kept')
  })

  // SQLite only: PostgreSQL reads are never kept (other processes share the database), so it has no
  // kept rows to freeze and no other connection's commit to notice; its suite skips these two.
  it.runIf(dialect === 'sqlite')(
    'hands out frozen rows, so no caller changes what another one reads',
    async () => {
      const [row] = await variableRows(t.database.db, unikId)
      expect(row?.name).toBe('tone')
      expect(() => Object.assign(row ?? {}, { name: 'changed' })).toThrow(TypeError)
      expect((await variableRows(t.database.db, unikId))[0]?.name).toBe('tone')
    },
  )

  it.runIf(dialect === 'sqlite')(
    'reads again after another connection committed (the CLI, a backup tool)',
    async () => {
      const { driver } = t.database
      if (driver.kind !== 'sqlite') return
      await sql`update variables set value = 'mine' where id = 'v-1'`.execute(t.database.db)
      expect(await valueOf()).toBe('mine')
      const other = new BetterSqlite3(driver.handle.name)
      try {
        other.prepare("update variables set value = 'theirs' where id = 'v-1'").run()
      } finally {
        other.close()
      }
      // Still the turn of the read above: SQLite's data_version is asked once a turn.
      expect(await valueOf()).toBe('mine')
      // Seen by the reads of the next turn (a request that arrives after the commit).
      await new Promise((r) => setImmediate(r))
      expect(await valueOf()).toBe('theirs')
    },
  )
})
