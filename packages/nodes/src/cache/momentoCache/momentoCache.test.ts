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

describe('Momento Cache', () => {
  it("keeps answers for a day in the credential's cache over Momento's HTTP API", async () => {
    const services = harness.services({
      allowPrivateHosts: ['127.0.0.1'],
      credentials: {
        momento: { momentoCache: 'answers', momentoApiKey: 'mo-key', momentoEndpoint: `${apis.url}/momento` },
      },
    })
    const flow = cachedChainOn({ name: 'momentoCache', credential: 'momento' })
    harness.openai.queue({ content: 'from momento' })
    await harness.runFlow(flow, { question: 'momento', services })
    const calls = harness.openai.calls.length
    const second = await harness.runFlow(flow, { question: 'momento', services })
    expect(second.text).toBe('from momento')
    expect(harness.openai.calls.length).toBe(calls)
    expect(cacheHits(second.trace)).toBe(1)
    const [key] = [...apis.ttls.keys()]
    expect(key).toMatch(/^momento:answers:[0-9a-f]{64}$/)
    expect(apis.ttls.get(key ?? '')).toBe('ttl_seconds 86400')
  })

  it('says what it needs when the credential lacks the cache, key or endpoint', async () => {
    await expect(harness.supply('momentoCache', { credential: { momentoApiKey: 'k' } })).rejects.toThrow(
      /needs a Momento Cache API credential/,
    )
  })
})
