import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TAnalyticsLatency, TAnalyticsLeads, TAnalyticsSummary, TChatflow, TUnik } from '@unikflow/graph'
import type { DialectName } from '../../db/database'
import { createUnik } from '../../test/api-client'
import { describeDialects } from '../../test/build-test-app'
import { fixtureFlowData, predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'
import { insertRunTraces } from '../chat-messages/run-traces.repository'
import { seedAnalytics } from '../../test/analytics-seed'
import { estimateCostNanoUsd } from './model-prices'

const RANGE = 'from=2026-01-01&to=2026-01-03'

/** The unik with seeded analytics, its fake OpenAI, and the helpers the groups of tests below share. */
function analyticsSuite(dialect: DialectName) {
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as {
    fake: FakeOpenAI
    api: ReturnType<typeof runsClient>
    seeded: TChatflow
    chat: TChatflow
    otherUnik: TUnik
  }
  const t = unikFixture(dialect, {
    owner: 'stats-owner@example.com',
    unik: 'Stats',
    users: {
      member: { email: 'stats-member@example.com', role: 'member' },
      other: { email: 'stats-other@example.com' },
    },
  })
  const get = async (path: string, status = 200) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/uniks/${t.unik.id}/analytics/${path}`,
      headers: t.member.auth,
    })
    expect(res.statusCode, res.body).toBe(status)
    return res
  }
  const json = async <T>(path: string) => (await get(path)).json<T>()

  beforeAll(async () => {
    fx.fake = await startFakeOpenAI()
    fx.api = runsClient(t.app, t.unik.id)
    const credentialId = await fx.api.credential(t.owner, 'openAIApi', {
      openAIApiKey: 'sk',
      basePath: fx.fake.baseUrl,
    })
    const flowData = fixtureFlowData('conversation-chain.json', {
      credentialId,
      credentialNodes: ['chatOpenAI'],
    })
    fx.seeded = await fx.api.flow(t.owner, 'Quiz bot', flowData)
    fx.chat = await fx.api.flow(t.owner, 'Support', flowData)
    await seedAnalytics(t.database.db, { unikId: t.unik.id, flowId: fx.seeded.id })
    // The same kind of rows in another unik on the same days must never count here.
    fx.otherUnik = await createUnik(t.app, t.other, 'Elsewhere')
    const otherFlow = await runsClient(t.app, fx.otherUnik.id).flow(t.other, 'Theirs', flowData)
    await seedAnalytics(t.database.db, { unikId: fx.otherUnik.id, flowId: otherFlow.id })
  })
  afterAll(() => fx.fake.close())
  return Object.assign(fx, { t, get, json })
}

type AnalyticsSuite = ReturnType<typeof analyticsSuite>

function totals(fx: AnalyticsSuite) {
  const { json } = fx
  it('adds up messages, sessions, feedback, runs, tokens, cost and points by day and by flow', async () => {
    const summary = await json<TAnalyticsSummary>(`summary?${RANGE}`)
    const cost = (20 * estimateCostNanoUsd('gpt-4o-mini', 100, 50)) / 1e9
    expect(summary.totals).toEqual({
      messages: 9,
      questions: 5,
      sessions: 3,
      thumbsUp: 2,
      thumbsDown: 1,
      runs: 20,
      errors: 2,
      inputTokens: 2000,
      outputTokens: 1000,
      costUsd: cost,
    })
    expect(cost).toBeCloseTo(0.0009, 10)
    expect(summary.points).toEqual({ leads: 3, withPoints: 2, total: 40, average: 20, max: 30 })
    expect(summary.days).toEqual([
      {
        day: '2026-01-01',
        messages: 6,
        sessions: 2,
        runs: 20,
        errors: 2,
        tokens: 3000,
        thumbsUp: 2,
        thumbsDown: 0,
      },
      {
        day: '2026-01-02',
        messages: 3,
        sessions: 2,
        runs: 0,
        errors: 0,
        tokens: 0,
        thumbsUp: 0,
        thumbsDown: 1,
      },
      {
        day: '2026-01-03',
        messages: 0,
        sessions: 0,
        runs: 0,
        errors: 0,
        tokens: 0,
        thumbsUp: 0,
        thumbsDown: 0,
      },
    ])
    expect(summary.flows).toEqual([
      {
        flowId: fx.seeded.id,
        name: 'Quiz bot',
        type: 'CHATFLOW',
        ...summary.totals,
        leads: 3,
        pointsTotal: 40,
      },
    ])
    // One day of the range: the chat active on both days counts on each; a deleted message still counts.
    const day2 = await json<TAnalyticsSummary>('summary?from=2026-01-02&to=2026-01-02')
    expect(day2.totals).toMatchObject({ messages: 3, sessions: 2, runs: 0, thumbsDown: 1 })
    expect(day2.points).toEqual({ leads: 1, withPoints: 1, total: 30, average: 30, max: 30 })
    // Another flow of the unik has nothing in the range.
    const empty = await json<TAnalyticsSummary>(`summary?${RANGE}&flowId=${fx.chat.id}`)
    expect(empty.totals.messages).toBe(0)
    expect(empty.flows).toEqual([])
    expect(empty.points).toEqual({ leads: 0, withPoints: 0, total: 0, average: null, max: null })
  })
}

function latencyAndLeads(fx: AnalyticsSuite) {
  const { get, json } = fx
  it('answers run and node latency as nearest-rank p50 and p95', async () => {
    const latency = await json<TAnalyticsLatency>(`latency?${RANGE}`)
    // Runs of 10, 20 … 200 ms: p50 is the 10th (100 ms), p95 the 19th (190 ms, in the 180 ms bucket).
    expect(latency.overall).toEqual({ runs: 20, errors: 2, p50Ms: 100, p95Ms: 180 })
    expect(latency.flows).toEqual([
      { flowId: fx.seeded.id, name: 'Quiz bot', runs: 20, errors: 2, p50Ms: 100, p95Ms: 180 },
    ])
    expect(latency.nodes).toEqual([
      {
        flowId: fx.seeded.id,
        nodeId: 'llmChain_0',
        label: 'LLM Chain',
        name: 'llmChain',
        inputTokens: 0,
        outputTokens: 0,
        runs: 20,
        errors: 2,
        p50Ms: 20,
        // The 19th of 2 … 40 ms is 38 ms, in the 36 ms bucket.
        p95Ms: 36,
      },
      {
        flowId: fx.seeded.id,
        nodeId: 'chatOpenAI_0',
        label: 'ChatOpenAI',
        name: 'chatOpenAI',
        inputTokens: 2000,
        outputTokens: 1000,
        runs: 20,
        errors: 0,
        p50Ms: 10,
        p95Ms: 18,
      },
    ])
    const none = await json<TAnalyticsLatency>('latency?from=2026-01-02&to=2026-01-03')
    expect(none).toEqual({ overall: { runs: 0, errors: 0, p50Ms: null, p95Ms: null }, flows: [], nodes: [] })
  })

  it('lists leads newest first with search, pages and a CSV of every match', async () => {
    const all = await json<TAnalyticsLeads>(`leads?${RANGE}`)
    expect(all.total).toBe(3)
    expect(all.points).toEqual({ leads: 3, withPoints: 2, total: 40, average: 20, max: 30 })
    expect(all.leads.map((l) => [l.name, l.email, l.points, l.flowName])).toEqual([
      ['Zed Chatter', null, null, 'Quiz bot'],
      ['Bea', 'bea@example.com', 30, 'Quiz bot'],
      ['Ann', 'ann@example.com', 10, 'Quiz bot'],
    ])
    const found = await json<TAnalyticsLeads>(`leads?${RANGE}&q=BEA@`)
    expect(found.leads.map((l) => l.name)).toEqual(['Bea'])
    expect(found.points).toEqual({ leads: 1, withPoints: 1, total: 30, average: 30, max: 30 })
    // LIKE wildcards in the search are literal.
    expect((await json<TAnalyticsLeads>(`leads?${RANGE}&q=%25`)).total).toBe(0)
    const page = await json<TAnalyticsLeads>(`leads?${RANGE}&limit=1&offset=1`)
    expect([page.total, page.leads.map((l) => l.name)]).toEqual([3, ['Bea']])
    const csv = await get(`leads?${RANGE}&format=csv&q=a`)
    expect(csv.headers['content-type']).toContain('text/csv')
    expect(csv.headers['content-disposition']).toBe('attachment; filename="leads-2026-01-01-2026-01-03.csv"')
    expect(csv.body.split('\r\n')).toEqual([
      'Flow,Name,Email,Phone,Points,Created',
      // A cell starting with + is defused against spreadsheet formulas.
      "Quiz bot,Zed Chatter,,'+1 555 0100,,2026-01-03T09:00:00.000Z",
      'Quiz bot,Bea,bea@example.com,,30,2026-01-02T09:00:00.000Z',
      'Quiz bot,Ann,ann@example.com,,10,2026-01-01T09:00:00.000Z',
      '',
    ])
  })
}

function recordedRuns(fx: AnalyticsSuite) {
  const { t, get, json } = fx
  it('records the tokens, estimated cost and node timings of real runs', async () => {
    for (const question of ['hello', 'again']) {
      const res = await predict(t.app, fx.chat.id, { question, chatId: 'live-chat' }, { internal: t.owner })
      expect(res.statusCode, res.body).toBe(200)
    }
    const today = new Date().toISOString().slice(0, 10)
    const summary = await json<TAnalyticsSummary>(`summary?from=${today}&to=${today}&flowId=${fx.chat.id}`)
    // The fake model reports 10 prompt and 5 completion tokens a call, one call a run.
    expect(summary.totals).toMatchObject({
      messages: 4,
      questions: 2,
      sessions: 1,
      runs: 2,
      errors: 0,
      inputTokens: 20,
      outputTokens: 10,
    })
    expect(summary.totals.costUsd).toBeCloseTo(
      (2 * estimateCostNanoUsd('gpt-3.5-turbo-16k', 10, 5)) / 1e9,
      12,
    )
    expect(summary.totals.costUsd).toBeGreaterThan(0)
    const latency = await json<TAnalyticsLatency>(`latency?from=${today}&to=${today}&flowId=${fx.chat.id}`)
    expect(latency.overall.runs).toBe(2)
    expect(latency.nodes.map((n) => [n.name, n.runs, n.inputTokens, n.outputTokens]).sort()).toEqual([
      ['bufferMemory', 2, 0, 0],
      ['chatOpenAI', 2, 20, 10],
      ['conversationChain', 2, 0, 0],
    ])
  })

  it('keeps a failed run with its error and the tokens it used', async () => {
    await insertRunTraces(t.database.db, [
      {
        target: { unikId: t.unik.id, flowId: fx.chat.id },
        run: {
          id: 'failed-run',
          chatId: 'c',
          status: 'error',
          startedAt: '2026-02-01T00:00:00.000Z',
          durationMs: 7,
          nodes: [{ nodeId: 'm', label: 'M', name: 'chatOpenAI', startMs: 0, endMs: 7, error: 'boom' }],
          usage: [{ nodeId: 'm', model: 'unknown-local-model', inputTokens: 3, outputTokens: 0 }],
          error: 'boom',
        },
      },
    ])
    const summary = await json<TAnalyticsSummary>('summary?from=2026-02-01&to=2026-02-01')
    expect(summary.totals).toMatchObject({ runs: 1, errors: 1, inputTokens: 3, costUsd: 0 })
  })

  it('refuses a range that ends before it starts or spans more than a year; defaults to the last 30 days', async () => {
    for (const query of ['from=2026-01-02&to=2026-01-01', 'from=2024-01-01&to=2026-01-01', 'from=2026-13-45'])
      expect((await get(`summary?${query}`, 400)).json()).toMatchObject({ statusCode: 400 })
    const recent = await json<TAnalyticsSummary>('summary')
    expect(recent.days).toHaveLength(30)
    expect(recent.to).toBe(new Date().toISOString().slice(0, 10))
  })
}

describeDialects('analytics (%s)', (dialect) => {
  const fx = analyticsSuite(dialect)
  describe('totals by day and by flow', () => totals(fx))
  describe('latency percentiles and leads', () => latencyAndLeads(fx))
  describe('what real runs record, and the date range', () => recordedRuns(fx))
})
