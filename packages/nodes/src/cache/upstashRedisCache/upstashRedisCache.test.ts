import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { startFakeCacheApis, type FakeCacheApis } from '@unikflow/testkit'
import { cacheHits, cachedChainOn } from '../../testing/cache-flows'

const harness = useNodeHarness()
let apis: FakeCacheApis
beforeAll(async () => {
  apis = await startFakeCacheApis()
})
afterAll(() => apis.close())

describe('Upstash Redis Cache', () => {
  it("keeps answers through Upstash's REST API and answers the same prompt from it", async () => {
    const services = harness.services({
      allowPrivateHosts: ['127.0.0.1'],
      credentials: {
        upstash: { upstashConnectionUrl: `${apis.url}/upstash`, upstashConnectionToken: 'up-token' },
      },
    })
    const flow = cachedChainOn({ name: 'upstashRedisCache', credential: 'upstash' })
    harness.openai.queue({ content: 'kept upstream' })
    await harness.runFlow(flow, { question: 'upstash', services })
    const calls = harness.openai.calls.length
    const second = await harness.runFlow(flow, { question: 'upstash', services })
    expect(second.text).toBe('kept upstream')
    expect(harness.openai.calls.length).toBe(calls)
    expect(cacheHits(second.trace)).toBe(1)
    const keys = [...apis.values.keys()]
    expect(keys).toHaveLength(1)
    expect(keys[0]).toMatch(/^upstash:unikflow:llm-cache:[0-9a-f]{64}$/)
    expect(apis.requests.every((r) => r.headers.authorization === 'Bearer up-token')).toBe(true)
  })
})
