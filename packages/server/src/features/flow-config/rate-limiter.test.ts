import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { FlowRateLimiter, RedisRateLimiter } from './rate-limiter'

const url = process.env.TEST_REDIS_URL

describe('rate limit counters', () => {
  it('in memory: a fixed window per key', () => {
    let now = 0
    const limiter = new FlowRateLimiter(() => now)
    const limit = { max: 2, durationMs: 10_000 }
    expect([limiter.hit('k', limit), limiter.hit('k', limit), limiter.hit('k', limit)]).toEqual([
      undefined,
      undefined,
      10,
    ])
    expect(limiter.hit('other', limit)).toBeUndefined()
    now = 10_000
    expect(limiter.hit('k', limit)).toBeUndefined()
  })

  describe.skipIf(!url)(`on Redis${url ? '' : ' (skipped: TEST_REDIS_URL not set)'}`, () => {
    const redis = new Redis(url ?? '', { lazyConnect: true })
    const prefix = `rate-test-${randomBytes(4).toString('hex')}`
    const log = { warn: () => undefined }
    afterAll(async () => {
      const keys = await redis.keys(`${prefix}:*`)
      if (keys.length > 0) await redis.del(...keys)
      redis.disconnect()
    })

    it('one count across servers, the wait until the window ends, a new window after it', async () => {
      const keyOf = (key: string) => `${prefix}:${key}`
      const serverA = new RedisRateLimiter(redis, keyOf, log)
      const serverB = new RedisRateLimiter(redis, keyOf, log)
      const limit = { max: 2, durationMs: 700 }
      expect(await serverA.hit('flow|ip', limit)).toBeUndefined()
      expect(await serverB.hit('flow|ip', limit)).toBeUndefined()
      expect(await serverA.hit('flow|ip', limit)).toBe(1)
      expect(await serverB.hit('flow|other-ip', limit)).toBeUndefined()
      await new Promise((r) => setTimeout(r, 750))
      expect(await serverB.hit('flow|ip', limit)).toBeUndefined()
    })

    it('lets requests through (and says so in the log) while Redis does not answer', async () => {
      const down = new Redis('redis://127.0.0.1:1', {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      })
      down.on('error', () => undefined)
      const warnings: string[] = []
      const limiter = new RedisRateLimiter(down, (k) => k, { warn: (_data, msg) => warnings.push(msg) })
      expect(await limiter.hit('k', { max: 1, durationMs: 1000 })).toBeUndefined()
      expect(warnings).toEqual(['rate limit not checked: Redis is not answering'])
      down.disconnect()
    })
  })
})
