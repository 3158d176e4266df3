import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TChatflow } from '@unikflow/graph'
import { fakeConversationFlowData, predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

// One anonymous request must not freeze the server: token counting of a long spaceless question once
// held the event loop for minutes. The check is the dialect-independent part, so SQLite only.
describe('a huge spaceless question does not block other requests', () => {
  const t = unikFixture('sqlite', { owner: 'owner@example.com', unik: 'Load' })
  let fake: FakeOpenAI
  let flow: TChatflow

  beforeAll(async () => {
    fake = await startFakeOpenAI()
    fake.respondWith(() => ({ content: 'a short answer' }))
    const api = runsClient(t.app, t.unik.id)
    const flowData = await fakeConversationFlowData(api, t.owner, fake.baseUrl)
    flow = await api.flow(t.owner, 'Chat', flowData, { isPublic: true })
    // Warm the runtimes and the ranks so the measurement sees only the long question.
    expect((await predict(t.app, flow.id, { question: 'warm up' })).statusCode).toBe(200)
  })
  afterAll(() => fake.close())

  it.each([
    ['100,000 × "z"', 'z'.repeat(100_000)],
    ['20,000 Chinese characters', '我们今天讨论的是人工智能如何改变世界'.repeat(1_200)],
  ])('/api/v1/ping answers in under 100 ms while %s runs', async (_label, question) => {
    let running = true
    const run = predict(t.app, flow.id, { question }).finally(() => {
      running = false
    })
    const pings: number[] = []
    while (running) {
      const started = performance.now()
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/ping' })
      expect(res.statusCode).toBe(200)
      pings.push(performance.now() - started)
      await new Promise((r) => setTimeout(r, 5))
    }
    const res = await run
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json<{ text: string }>().text).toBe('a short answer')
    expect(pings.length).toBeGreaterThan(0)
    expect(Math.max(...pings)).toBeLessThan(100)
  })
})
