import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import type { TChatflow } from '@unikflow/graph'
import { fakeConversationFlowData, predict, runsClient } from '../../test/prediction-setup'
import { unikFixture } from '../../test/unik-fixture'

// One anonymous request must not freeze the server: token counting of a long spaceless question once
// held the event loop for minutes, and user code in the sandbox ran on it. The check is the
// dialect-independent part, so SQLite only.
// A test process starved of CPU by parallel work also stalls its own ticker: a real block fails every try.
describe('long CPU work of a run does not block other requests', { retry: 2 }, () => {
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

  // A block shows as one round as long as the work itself (1.5 s of user code below; token counting once
  // took minutes); a free loop on a machine loaded by parallel suites still stretches a round to a few
  // hundred ms. The line between them is drawn at half the shortest block.
  const BLOCKED_MS = 750

  /** Pings the server every 5 ms until `work` settles; returns each round's time (ping + pause) in ms. */
  async function pingWhile<T>(work: Promise<T>, check: (result: T) => Promise<void>): Promise<number[]> {
    let running = true
    const done = work.finally(() => {
      running = false
    })
    const pings: number[] = []
    while (running) {
      const started = performance.now()
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/ping' })
      expect(res.statusCode).toBe(200)
      await new Promise((r) => setTimeout(r, 5))
      // Measured after the pause too: a block that starts between two pings delays the timer instead.
      pings.push(performance.now() - started)
    }
    await check(await done)
    return pings
  }

  it.each([
    ['100,000 × "z"', 'z'.repeat(100_000)],
    ['20,000 Chinese characters', '我们今天讨论的是人工智能如何改变世界'.repeat(1_200)],
  ])('/api/v1/ping keeps answering while %s runs', async (_label, question) => {
    const pings = await pingWhile(predict(t.app, flow.id, { question }), async (res) => {
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json<{ text: string }>().text).toBe('a short answer')
    })
    expect(pings.length).toBeGreaterThan(0)
    expect(Math.max(...pings)).toBeLessThan(BLOCKED_MS)
  })

  it('/api/v1/ping keeps answering while user code in the sandbox computes for 1.5 s', async () => {
    const api = runsClient(t.app, t.unik.id)
    const busy =
      'const end = Date.now() + 1500; let n = 0; while (Date.now() < end) n++; return $flow.rawOutput + " (checked)"'
    const flowData = await fakeConversationFlowData(api, t.owner, fake.baseUrl)
    const busyFlow = await api.flow(t.owner, 'Busy post-processing', flowData, {
      isPublic: true,
      chatbotConfig: JSON.stringify({
        postProcessing: { enabled: true, customFunction: JSON.stringify(busy) },
      }),
    })
    const pings = await pingWhile(predict(t.app, busyFlow.id, { question: 'hi' }), async (res) => {
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json<{ text: string }>().text).toBe('a short answer (checked)')
    })
    expect(pings.length).toBeGreaterThan(5)
    expect(Math.max(...pings)).toBeLessThan(BLOCKED_MS)
  })
})
