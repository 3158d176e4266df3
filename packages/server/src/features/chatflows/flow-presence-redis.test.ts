import { randomBytes } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, describe, expect, it } from 'vitest'
import { RedisFlowPresence } from './flow-presence-redis'

const url = process.env.TEST_REDIS_URL

describe.skipIf(!url)(`presence on Redis${url ? '' : ' (skipped: TEST_REDIS_URL not set)'}`, () => {
  const redis = new Redis(url ?? '', { lazyConnect: true })
  const prefix = `presence-test-${randomBytes(4).toString('hex')}`
  const keyOf = (flowKey: string) => `${prefix}:${flowKey}`
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}:*`)
    if (keys.length > 0) await redis.del(...keys)
    redis.disconnect()
  })

  it('two servers see the same viewers; a stale one drops out, a returning one gets a new `since`', async () => {
    let now = 1_000_000
    const serverA = new RedisFlowPresence(redis, keyOf, () => now, 30_000)
    const serverB = new RedisFlowPresence(redis, keyOf, () => now, 30_000)
    await serverA.heartbeat('u/f', { userId: 'a', email: 'a@x' })
    now += 1_000
    const both = await serverB.heartbeat('u/f', { userId: 'b', email: 'b@x' })
    expect(both).toEqual([
      { userId: 'a', email: 'a@x', since: new Date(1_000_000).toISOString() },
      { userId: 'b', email: 'b@x', since: new Date(1_001_000).toISOString() },
    ])
    now += 20_000
    await serverA.heartbeat('u/f', { userId: 'a', email: 'a@x' })
    now += 15_000 // b was last seen 35 s ago
    expect((await serverB.viewers('u/f')).map((v) => v.userId)).toEqual(['a'])
    const back = await serverB.heartbeat('u/f', { userId: 'b', email: 'b@x' })
    expect(back.find((v) => v.userId === 'b')?.since).toBe(new Date(now).toISOString())
    await serverA.leave('u/f', 'a')
    expect((await serverB.viewers('u/f')).map((v) => v.userId)).toEqual(['b'])
    await serverB.forget('u/f')
    expect(await serverA.viewers('u/f')).toEqual([])
  })
})
