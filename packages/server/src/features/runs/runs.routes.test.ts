import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type {
  TChatflow,
  TDatasetRow,
  TDatasetWithRows,
  TRunReplay,
  TUnikRunDetail,
  TUnikRunPage,
} from '@unikflow/graph'
import { describeDialects } from '../../test/build-test-app'
import { fakeConversationFlowData, predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

/**
 * A unik with two flows ("Shop" public, "Support" private) answered by the fake model (`${reply}: question`),
 * and four runs: Shop from the canvas, a script and a web page; Support from the canvas.
 */
function runsFixture(dialect: Parameters<Parameters<typeof describeDialects>[1]>[0]) {
  const t = unikFixture(dialect, {
    owner: 'runs-owner@example.com',
    unik: 'Runs',
    users: {
      member: { email: 'runs-member@example.com', role: 'member' },
      outsider: { email: 'runs-outsider@example.com' },
    },
  })
  const f = {
    t,
    fake: undefined as unknown as FakeOpenAI,
    api: undefined as unknown as ReturnType<typeof runsClient>,
    shop: undefined as unknown as TChatflow,
    support: undefined as unknown as TChatflow,
    reply: 'Echo',
    async list(query = '', who = t.owner) {
      const res = await f.api.call(who, 'GET', `/runs${query}`)
      expect(res.statusCode, res.body).toBe(200)
      return res.json<TUnikRunPage>()
    },
  }
  const ask = async (flow: TChatflow, question: string, options: Parameters<typeof predict>[3] = {}) => {
    const res = await predict(t.app, flow.id, { question }, options)
    expect(res.statusCode, res.body).toBe(200)
  }
  beforeAll(async () => {
    f.fake = await startFakeOpenAI()
    f.fake.respondWith((req) => ({ content: `${f.reply}: ${String(req.messages.at(-1)?.content)}` }))
    f.api = runsClient(t.app, t.unik.id)
    const flowData = await fakeConversationFlowData(f.api, t.owner, f.fake.baseUrl)
    f.shop = await f.api.flow(t.owner, 'Shop', flowData, { isPublic: true })
    f.support = await f.api.flow(t.owner, 'Support', flowData)
    await ask(f.shop, 'from the canvas', { internal: t.owner })
    await ask(f.shop, 'from a script')
    await ask(f.shop, 'from a web page', { headers: { origin: 'https://shop.example' } })
    await ask(f.support, 'support canvas', { internal: t.member })
  })
  afterAll(() => f.fake.close())
  return f
}

describeDialects('runs API (%s)', (dialect) => {
  const f = runsFixture(dialect)
  const { t, list } = f

  it('lists every run of the unik, newest first, with its flow, source and question', async () => {
    const { runs, hasMore } = await list()
    expect(hasMore).toBe(false)
    expect(runs.map((r) => [r.flowName, r.source, r.question, r.status])).toEqual([
      ['Support', 'canvas', 'support canvas', 'success'],
      ['Shop', 'embed', 'from a web page', 'success'],
      ['Shop', 'api', 'from a script', 'success'],
      ['Shop', 'canvas', 'from the canvas', 'success'],
    ])
    expect(runs.every((r) => r.release === null && r.inputTokens > 0)).toBe(true)
  })

  it('filters by flow, source, status, release and time', async () => {
    const questions = async (query: string) => (await list(query)).runs.map((r) => r.question)
    expect(await questions(`?flowId=${f.support.id}`)).toEqual(['support canvas'])
    expect(await questions('?source=embed')).toEqual(['from a web page'])
    expect(await questions(`?source=canvas&flowId=${f.shop.id}`)).toEqual(['from the canvas'])
    expect(await questions('?status=error')).toEqual([])
    expect(await questions('?release=1')).toEqual([])
    expect(await questions('?release=draft')).toHaveLength(4)
    const today = new Date().toISOString().slice(0, 10)
    expect(await questions(`?from=${today}&to=${today}`)).toHaveLength(4)
    expect(await questions('?to=2000-01-01')).toEqual([])
    expect((await f.api.call(t.owner, 'GET', '/runs?source=telegram')).statusCode).toBe(400)
  })

  it('pages with limit and offset, telling whether more follow', async () => {
    const first = await list('?limit=3')
    const second = await list('?limit=3&offset=3')
    expect([first.runs.length, first.hasMore, second.runs.length, second.hasMore]).toEqual([
      3,
      true,
      1,
      false,
    ])
    const all = (await list()).runs.map((r) => r.id)
    expect([...first.runs, ...second.runs].map((r) => r.id)).toEqual(all)
  })

  it("opens a run with its node-by-node trace, question and answer; another unik's user gets 404", async () => {
    const [run] = (await list('?source=api')).runs
    const res = await f.api.call(t.member, 'GET', `/runs/${run?.id}`)
    expect(res.statusCode, res.body).toBe(200)
    const detail = res.json<TUnikRunDetail>()
    expect(detail).toMatchObject({ question: 'from a script', answer: 'Echo: from a script', source: 'api' })
    expect(detail.nodes.map((n) => n.name)).toContain('chatOpenAI')
    expect(res.body).not.toContain('openAIApiKey')
    expect((await f.api.call(t.outsider, 'GET', `/runs/${run?.id}`)).statusCode).toBe(404)
    expect((await f.api.call(t.outsider, 'GET', '/runs')).statusCode).toBe(404)
    expect((await f.api.call(t.owner, 'GET', '/runs/no-such-run')).statusCode).toBe(404)
  })

  it('records runs of the OpenAI-compatible API and of MCP with their source', async () => {
    const completion = await t.app.inject({
      method: 'POST',
      url: `/api/v1/openai/${f.shop.id}/chat/completions`,
      payload: { model: 'm', messages: [{ role: 'user', content: 'via openai' }] },
    })
    expect(completion.statusCode, completion.body).toBe(200)
    const mcp = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/mcp/${f.shop.id}`,
        headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json' },
        payload: { jsonrpc: '2.0', id: 1, ...payload },
      })
    const tools = (await mcp({ method: 'tools/list' })).json<{ result: { tools: { name: string }[] } }>()
    const name = tools.result.tools[0]?.name
    const called = await mcp({ method: 'tools/call', params: { name, arguments: { question: 'via mcp' } } })
    expect(called.statusCode, called.body).toBe(200)
    const sources = async (source: string) => (await list(`?source=${source}`)).runs.map((r) => r.question)
    expect(await sources('openai')).toEqual(['via openai'])
    expect(await sources('mcp')).toEqual(['via mcp'])
  })

  describe('replay and datasets', () => {
    it("replays a run's question against the draft: both answers, the replay listed as a run", async () => {
      const [run] = (await list('?source=embed')).runs
      f.reply = 'Draft'
      const res = await f.api.call(t.member, 'POST', `/runs/${run?.id}/replay`)
      f.reply = 'Echo'
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json<TRunReplay>()).toMatchObject({
        question: 'from a web page',
        original: { answer: 'Echo: from a web page', release: null },
        draft: { answer: 'Draft: from a web page', error: null },
      })
      const replays = (await list('?source=replay')).runs
      expect(replays.map((r) => [r.flowName, r.question])).toEqual([['Shop', 'from a web page']])
      expect((await f.api.call(t.outsider, 'POST', `/runs/${run?.id}/replay`)).statusCode).toBe(404)
    })

    it("adds a run's question and answer to a dataset; members may not, outsiders see nothing", async () => {
      const created = await f.api.call(t.owner, 'POST', '/datasets/set', { name: 'From runs' })
      const dataset = created.json<TDatasetWithRows>()
      const [run] = (await list('?source=canvas&flowId=' + f.shop.id)).runs
      const path = `/runs/${run?.id}/dataset-rows`
      const res = await f.api.call(t.owner, 'POST', path, { datasetId: dataset.id })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json<TDatasetRow>()).toMatchObject({
        input: 'from the canvas',
        output: 'Echo: from the canvas',
      })
      const stored = await f.api.call(t.owner, 'GET', `/datasets/set/${dataset.id}`)
      expect(stored.json<TDatasetWithRows>().rows.map((r) => r.input)).toEqual(['from the canvas'])
      expect((await f.api.call(t.member, 'POST', path, { datasetId: dataset.id })).statusCode).toBe(403)
      expect((await f.api.call(t.outsider, 'POST', path, { datasetId: dataset.id })).statusCode).toBe(404)
      expect((await f.api.call(t.owner, 'POST', path, { datasetId: 'no-such' })).statusCode).toBe(404)
    })
  })
})
