import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildFlow, useNodeHarness } from '@unikflow/engine/testing'
import { startFakeCacheApis, type FakeCacheApis } from '@unikflow/testkit'
import { fakeChatModel } from '../../testing/agent-flows'

const harness = useNodeHarness()
let upstash: FakeCacheApis
beforeAll(async () => {
  upstash = await startFakeCacheApis()
})
afterAll(() => upstash.close())

const flow = (inputs: Record<string, unknown>) =>
  buildFlow([
    fakeChatModel,
    { id: 'mem', name: 'upstashRedisBackedChatMemory', credential: 'up', inputs },
    {
      id: 'c',
      name: 'conversationChain',
      inputs: { model: '{{m.data.instance}}', memory: '{{mem.data.instance}}' },
    },
  ])

const services = (token: string, allow = true) =>
  harness.services({
    allowPrivateHosts: allow ? ['127.0.0.1'] : [],
    credentials: { up: { upstashRestToken: token } },
  })

describe("Upstash Redis-Backed Chat Memory against a double of Upstash's REST API", () => {
  it('keeps the turns in an Upstash list per session: the next question sees the first', async () => {
    const inputs = { baseURL: `${upstash.url}/upstash`, sessionId: 's-1', sessionTTL: 600 }
    harness.openai.queue({ content: 'Hello Ada.' })
    await harness.runFlow(flow(inputs), {
      question: 'I am Ada',
      flowId: 'f-up',
      services: services('up-token'),
    })
    const key = 'upstash:unikflow:memory:f-up:s-1'
    expect(upstash.lists.get(key)?.map((m) => JSON.parse(m) as unknown)).toEqual([
      { role: 'userMessage', content: 'I am Ada' },
      { role: 'apiMessage', content: 'Hello Ada.' },
    ])
    expect(upstash.ttls.get(key)).toBe('EX 600')
    harness.openai.respondWith((req) => ({ content: `n=${req.messages.length}` }))
    const second = await harness.runFlow(flow(inputs), {
      question: 'who am I?',
      flowId: 'f-up',
      services: services('up-token'),
    })
    expect(second.text).toBe('n=4')
    expect(JSON.stringify(harness.openai.calls.at(-1)?.body)).toContain('I am Ada')
    harness.openai.respondWith((req) => ({ content: `You said: ${String(req.messages.at(-1)?.content)}` }))
  })

  it('goes through the outbound guard, and reports a refused token', async () => {
    const inputs = { baseURL: `${upstash.url}/upstash`, sessionId: 's-2' }
    await expect(
      harness.runFlow(flow(inputs), { question: 'hi', services: services('up-token', false) }),
    ).rejects.toThrow(/127\.0\.0\.1/)
    await expect(
      harness.runFlow(flow(inputs), { question: 'hi', services: services('wrong') }),
    ).rejects.toThrow(/Upstash Redis failed: HTTP 401/)
  })
})
