import type { Insertable } from 'kysely'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { buildTestApp, describeDialects, type TestApp } from '../test/build-test-app'
import { createUnik, signUp } from '../test/api-client'
import { runsClient } from '../test/prediction-setup'
import { preparedQuery } from './prepared-query'
import type { AnalyticsDailyTable } from './schema'

describeDialects('preparedQuery (%s)', (dialect) => {
  let t: TestApp
  let target: { unik_id: string; chatflow_id: string }
  beforeAll(async () => {
    t = await buildTestApp(dialect)
    const owner = await signUp(t.app, 'prepared@example.com')
    const unik = await createUnik(t.app, owner, 'Prepared')
    const flow = await runsClient(t.app, unik.id).flow(
      owner,
      'Counted',
      JSON.stringify({ nodes: [], edges: [] }),
    )
    target = { unik_id: unik.id, chatflow_id: flow.id }
  })
  afterAll(() => t.close())

  let builds = 0
  const insertDays = preparedQuery((db, rows: Insertable<AnalyticsDailyTable>[]) => {
    builds += 1
    return db.insertInto('analytics_daily').values(rows).returning(['day', 'messages', 'runs'])
  })
  const daysOf = preparedQuery((db, where: { flow: string; from: string }) =>
    db
      .selectFrom('analytics_daily')
      .select(['day', 'messages', 'runs'])
      .where('chatflow_id', '=', where.flow)
      .where('day', '>=', where.from)
      .orderBy('day'),
  )
  const day = (d: string, extra: Partial<Insertable<AnalyticsDailyTable>> = {}) => ({
    ...target,
    day: d,
    ...extra,
  })

  it("builds a shape once and runs it with each call's values", async () => {
    builds = 0
    await insertDays(t.database.db, [day('2026-01-01', { messages: 1 })])
    await insertDays(t.database.db, [day('2026-01-02', { messages: 2 })])
    expect(builds).toBe(1)
    // Two rows, and a row without messages (the column's default), are shapes of their own.
    await insertDays(t.database.db, [day('2026-01-03', { messages: 3 }), day('2026-01-04', { messages: 4 })])
    const [defaulted] = await insertDays(t.database.db, [day('2026-01-05', { messages: undefined, runs: 7 })])
    expect(builds).toBe(3)
    expect(defaulted).toEqual({ day: '2026-01-05', messages: 0, runs: 7 })
    expect(await daysOf(t.database.db, { flow: target.chatflow_id, from: '2026-01-02' })).toEqual([
      { day: '2026-01-02', messages: 2, runs: 0 },
      { day: '2026-01-03', messages: 3, runs: 0 },
      { day: '2026-01-04', messages: 4, runs: 0 },
      { day: '2026-01-05', messages: 0, runs: 7 },
    ])
    expect(await daysOf(t.database.db, { flow: 'f-2', from: '2026-01-01' })).toEqual([])
  })

  it('runs inside a transaction, which a failure rolls back', async () => {
    const failed = await t.database.db
      .transaction()
      .execute(async (trx) => {
        await insertDays(trx, [day('2026-02-01', { messages: 1 })])
        await insertDays(trx, [day('2026-02-01', { messages: 1 })]) // the same day again: primary key
      })
      .catch((e: unknown) => e)
    expect(failed).toBeInstanceOf(Error)
    expect(await daysOf(t.database.db, { flow: target.chatflow_id, from: '2026-02-01' })).toEqual([])
  })

  it('refuses a build that does not pass every value on as a parameter', async () => {
    // A branch on the value: built once, it would give every later call the first call's answer.
    const branching = preparedQuery((db, v: { day: string }) =>
      db
        .selectFrom('analytics_daily')
        .select('day')
        .where('day', '=', v.day.length > 0 ? '2026-01-01' : '2026-01-02'),
    )
    await expect(branching(t.database.db, { day: '2026-01-01' })).rejects.toThrow(/used 0 of its 1 values/)
  })
})
