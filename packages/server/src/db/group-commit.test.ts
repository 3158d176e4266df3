import { afterAll, beforeAll, expect, it } from 'vitest'
import { sql, type Kysely } from 'kysely'
import { pino } from 'pino'
import type { DB } from './schema'
import { buildTestApp, describeDialects, type TestApp } from '../test/build-test-app'
import { storeBehind, storedSoFar, storeTogether, type BehindKind } from './group-commit'

// Runs that finish together share one transaction; a run whose part fails loses only that part.
describeDialects('storing finished runs together (%s)', (dialect) => {
  let t: TestApp
  const log = pino({ level: 'silent' })
  beforeAll(async () => {
    t = await buildTestApp(dialect)
    await sql`create table store_probe (id text primary key, run text not null)`.execute(t.database.db)
  })
  afterAll(() => t.close())

  const probe = (id: string, seen?: Set<Kysely<DB>>) => ({
    name: `probe ${id}`,
    store: async (trx: Kysely<DB>) => {
      seen?.add(trx)
      await sql`insert into store_probe (id, run) values (${id}, ${id.split('.')[0]})`.execute(trx)
    },
  })
  const stored = async () =>
    (await sql<{ id: string }>`select id from store_probe order by id`.execute(t.database.db)).rows.map(
      (r) => r.id,
    )

  it('stores the parts of runs finishing together in one transaction', async () => {
    const transactions = new Set<Kysely<DB>>()
    const runs = ['a', 'b', 'c', 'd'].map((run) =>
      storeTogether(t.database.db, log, [probe(`${run}.1`, transactions), probe(`${run}.2`, transactions)]),
    )
    expect(await Promise.all(runs)).toEqual(runs.map(() => [undefined, undefined]))
    expect(transactions.size).toBe(1)
    expect(await stored()).toEqual(['a.1', 'a.2', 'b.1', 'b.2', 'c.1', 'c.2', 'd.1', 'd.2'])
  })

  it('a run whose part fails loses that part only; the other runs and parts are kept', async () => {
    await sql`delete from store_probe`.execute(t.database.db)
    const failing = { name: 'run trace', store: () => Promise.reject(new Error('disk full')) }
    const [first, broken, last] = await Promise.all([
      storeTogether(t.database.db, log, [probe('e.1'), probe('e.2')]),
      storeTogether(t.database.db, log, [probe('f.1'), failing]),
      storeTogether(t.database.db, log, [probe('g.1')]),
    ])
    expect(first).toEqual([undefined, undefined])
    expect(broken).toEqual([undefined, 'run trace'])
    expect(last).toEqual([undefined])
    expect(await stored()).toEqual(['e.1', 'e.2', 'f.1', 'g.1'])
  })

  it('a run storing alone is stored at once', async () => {
    expect(await storeTogether(t.database.db, log, [probe('h.1')])).toEqual([undefined])
    expect(await stored()).toContain('h.1')
  })

  /** A kind of record stored behind answers: probes, all of them in one statement. */
  const probes = (calls: (readonly string[])[], transactions?: Set<Kysely<DB>>): BehindKind<string> => ({
    name: 'probes',
    storeAll: async (trx, ids) => {
      calls.push(ids)
      transactions?.add(trx)
      for (const id of ids) if (id.endsWith('.bad')) throw new Error(`refused ${id}`)
      const values = ids.map((id) => sql`(${id}, ${id.split('.')[0]})`)
      await sql`insert into store_probe (id, run) values ${sql.join(values)}`.execute(trx)
    },
  })

  it('storedSoFar stores what is held behind answers at once, and waits for it', async () => {
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    let storedYet = false
    const held: BehindKind<string> = {
      name: 'held trace',
      storeAll: async (trx, ids) => {
        await released
        for (const id of ids) await probe(id).store(trx)
        storedYet = true
      },
    }
    storeBehind(t.database.db, log, held, 'i.1')
    expect(storedYet).toBe(false)
    let waited = false
    const waiting = storedSoFar(t.database.db).then(() => (waited = true))
    await new Promise((r) => setTimeout(r, 20))
    expect(waited).toBe(false)
    release()
    await waiting
    expect(storedYet).toBe(true)
    expect(await stored()).toContain('i.1')
  })

  it('records stored behind answers in one turn are stored together by their kind, without anyone waiting', async () => {
    const calls: (readonly string[])[] = []
    const transactions = new Set<Kysely<DB>>()
    const kind = probes(calls, transactions)
    for (const run of ['k', 'l', 'm']) storeBehind(t.database.db, log, kind, `${run}.1`)
    await storedSoFar(t.database.db)
    expect(await stored()).toEqual(expect.arrayContaining(['k.1', 'l.1', 'm.1']))
    expect(calls).toEqual([['k.1', 'l.1', 'm.1']])
    expect(transactions.size).toBe(1)
  })

  it('when records stored together fail, each is stored alone: only the bad one is lost, and logged', async () => {
    const errors: string[] = []
    const recording = pino({ level: 'error' }, { write: (line: string) => void errors.push(line) })
    const calls: (readonly string[])[] = []
    const kind = probes(calls)
    for (const id of ['o.1', 'p.bad', 'q.1']) storeBehind(t.database.db, recording, kind, id)
    await storedSoFar(t.database.db)
    expect(calls).toEqual([['o.1', 'p.bad', 'q.1'], ['o.1'], ['p.bad'], ['q.1']])
    expect(await stored()).toEqual(expect.arrayContaining(['o.1', 'q.1']))
    expect(await stored()).not.toContain('p.bad')
    expect(errors.join('')).toContain("the run's probes could not be stored")
    expect(await storeTogether(t.database.db, log, [probe('r.1')])).toEqual([undefined])
  })

  it('storedSoFar resolves at once when nothing waits', async () => {
    let done = false
    void storedSoFar(t.database.db).then(() => (done = true))
    await Promise.resolve()
    expect(done).toBe(true)
  })
})
