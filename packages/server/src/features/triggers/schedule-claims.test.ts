import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queueNames } from '../queue/queue-names'
import { LocalClaims, RedisClaims } from './flow-scheduler'

const url = process.env.TEST_REDIS_URL

describe('schedule claims', () => {
  it('in one process: a flow’s minute runs once, the next minute again', async () => {
    const claims = new LocalClaims()
    expect(await claims.claim('f1', '2026-12-07T08:30:00.000Z')).toBe(true)
    expect(await claims.claim('f1', '2026-12-07T08:30:00.000Z')).toBe(false)
    expect(await claims.claim('f2', '2026-12-07T08:30:00.000Z')).toBe(true)
    expect(await claims.claim('f1', '2026-12-07T08:31:00.000Z')).toBe(true)
  })
})

// Needs a Redis server (TEST_REDIS_URL, which .ci/run sets): without one there is nothing to claim in, so the
// suite is reported as skipped rather than dropped; the in-process claims above run everywhere.
describe.skipIf(!url)(`schedule claims in Redis${url ? '' : ' (skipped: TEST_REDIS_URL not set)'}`, () => {
  let clients: Redis[] = []
  beforeAll(() => {
    clients = [new Redis(url ?? ''), new Redis(url ?? '')]
  })
  afterAll(() => Promise.all(clients.map((c) => c.quit())))

  it('two API servers of one installation: exactly one claims each flow’s minute', async () => {
    const names = queueNames(`schedule-test-${randomUUID()}`)
    const [a, b] = clients.map((c) => new RedisClaims(c, names.scheduleFire))
    const minute = '2026-12-07T08:30:00.000Z'
    const first = await Promise.all([a?.claim('f1', minute), b?.claim('f1', minute)])
    expect(first.filter(Boolean)).toHaveLength(1)
    expect(await b?.claim('f1', '2026-12-07T08:31:00.000Z')).toBe(true)
  })
})
