import type { KyselyPlugin } from 'kysely'
import { beforeAll, expect, it } from 'vitest'
import { DASHBOARD_DAYS, DASHBOARD_RECENT, type TChatflow, type TUnikDashboard } from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { unikFixture } from '../../test/unik-fixture'
import { insertRunTraces, type NewRunTrace } from '../chat-messages/run-traces.repository'
import { unikDashboard } from './dashboard.service'

/** Counts the statements a Kysely instance sends (each query passes the plugin once). */
function statementCounter(): KyselyPlugin & { count: number } {
  return {
    count: 0,
    transformQuery(args) {
      this.count++
      return args.node
    },
    transformResult: (args) => Promise.resolve(args.result),
  }
}

describeDialects('unik dashboard (%s)', (dialect) => {
  const t = unikFixture(dialect, {
    owner: 'dash-owner@example.com',
    unik: 'Dash',
    users: {
      member: { email: 'dash-member@example.com', role: 'member' },
      other: { email: 'dash-other@example.com' },
    },
  })
  const url = () => `/api/v1/uniks/${t.unik.id}/dashboard`
  const post = async <T>(path: string, payload: Record<string, unknown>): Promise<T> => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/uniks/${t.unik.id}${path}`,
      headers: t.owner.auth,
      payload,
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json<T>()
  }
  let failing: TChatflow

  const run = (id: string, status: NewRunTrace['status'], error?: string): NewRunTrace => ({
    id,
    chatId: 'c1',
    status,
    startedAt: new Date().toISOString(),
    durationMs: 5,
    nodes: [],
    usage: [],
    error,
  })

  beforeAll(async () => {
    for (let i = 1; i <= 7; i++) await post('/chatflows', { name: `Flow ${i}` })
    failing = await post<TChatflow>('/chatflows', { name: 'Agent team', type: 'AGENTFLOW' })
    await post('/document-store/store', { name: 'Handbook' })
    await post('/assistants', {
      type: 'CUSTOM',
      details: JSON.stringify({
        name: 'Helper',
        description: '',
        instructions: '',
        chatModel: { name: 'chatOllama', modelName: 'llama3' },
        tools: [],
        documentStoreIds: [],
      }),
    })
    const target = { unikId: t.unik.id, flowId: failing.id }
    await insertRunTraces(t.database.db, [
      { target, run: run('ok-1', 'success') },
      { target, run: run('bad-1', 'error', `model refused ${'x'.repeat(500)}`) },
    ])
  })

  it('gives members the overview: counts, recent items, the last days of runs and the failures', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(), headers: t.member.auth })
    expect(res.statusCode, res.body).toBe(200)
    const dash = res.json<TUnikDashboard>()
    expect(dash.counts).toEqual({ chatflows: 7, agentflows: 1, assistants: 1, documentStores: 1 })
    expect(dash.recentFlows).toHaveLength(DASHBOARD_RECENT)
    expect(dash.recentFlows[0]).toMatchObject({ name: 'Agent team', type: 'AGENTFLOW' })
    expect(dash.recentStores.map((s) => s.name)).toEqual(['Handbook'])
    expect(dash.recentAssistants).toMatchObject([{ name: 'Helper', type: 'CUSTOM' }])
    expect(dash.activity).toHaveLength(DASHBOARD_DAYS)
    expect(dash.activity.at(-1)).toMatchObject({
      day: new Date().toISOString().slice(0, 10),
      runs: 2,
      errors: 1,
    })
    expect(dash.activity.slice(0, -1).every((d) => d.runs === 0)).toBe(true)
    expect(dash.failures).toHaveLength(1)
    expect(dash.failures[0]).toMatchObject({
      flowId: failing.id,
      flowName: 'Agent team',
      flowType: 'AGENTFLOW',
    })
    expect(dash.failures[0]?.error.length).toBe(300)
    // The assistant's own flow row is not a recent flow.
    expect(dash.recentFlows.some((f) => f.type === 'ASSISTANT')).toBe(false)
  })

  it('is the unik members’ only: others get 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: url(), headers: t.other.auth })
    expect(res.statusCode).toBe(404)
  })

  it('sends the same few statements whatever the unik holds (no query per item)', async () => {
    const counter = statementCounter()
    await unikDashboard(t.database.db.withPlugin(counter), t.unik.id)
    expect(counter.count).toBe(6)
  })
})
