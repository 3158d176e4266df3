import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { useNodeHarness } from '@unikflow/engine/testing'
import { cacheHits, cachedChainOn } from '../../testing/cache-flows'

const harness = useNodeHarness()

describe('Redis Cache', () => {
  it.skipIf(!process.env.TEST_REDIS_URL)(
    'keeps answers in Redis with their time to live, and answers the same prompt from there (needs TEST_REDIS_URL)',
    async () => {
      const services = harness.services({
        allowPrivateHosts: ['127.0.0.1'],
        credentials: { redis: { redisUrl: process.env.TEST_REDIS_URL ?? '' } },
      })
      const flow = cachedChainOn({ name: 'redisCache', credential: 'redis', inputs: { ttl: 60_000 } })
      const question = `redis ${randomUUID()}`
      harness.openai.queue({ content: 'from redis' })
      const first = await harness.runFlow(flow, { question, services })
      const calls = harness.openai.calls.length
      const second = await harness.runFlow(flow, { question, services })
      expect(first.text).toBe('from redis')
      expect(second.text).toBe('from redis')
      expect(harness.openai.calls.length).toBe(calls)
      expect(cacheHits(second.trace)).toBe(1)
    },
  )
})
