import type { Redis } from 'ioredis'

/**
 * Counts messages per flow and client IP: `hit` answers the seconds until the window frees up when the
 * limit is used already, else undefined.
 *
 * Our own rather than @fastify/rate-limit (and its Redis store): the limit, the window and the message
 * are each flow's saved configuration, known only after the flow's access check has loaded it, and the
 * answer is our 429 `RATE_LIMITED` with the flow's message. The plugin keys limits by route; bending it to
 * per-flow limits would mean loading the flow's settings in its key and max callbacks a second time. So
 * the one thing taken from it is the idea of its store: in memory per process (FlowRateLimiter), or a
 * counter on Redis shared by every API server (RedisRateLimiter) when REDIS_URL is set.
 */
export interface RateCounter {
  hit(
    key: string,
    limit: { max: number; durationMs: number },
  ): number | undefined | Promise<number | undefined>
}

/** Fixed-window counters in memory (per process, like Flowise without Redis). */
export class FlowRateLimiter implements RateCounter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>()

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Counts one message; returns the seconds until the window frees up when the limit is already
   * used, else undefined.
   */
  hit(key: string, limit: { max: number; durationMs: number }): number | undefined {
    const now = this.now()
    if (this.windows.size > 10_000) this.sweep(now, limit.durationMs)
    const window = this.windows.get(key)
    if (!window || now - window.startedAt >= limit.durationMs) {
      this.windows.set(key, { startedAt: now, count: 1 })
      return undefined
    }
    if (window.count >= limit.max)
      return Math.max(1, Math.ceil((window.startedAt + limit.durationMs - now) / 1000))
    window.count++
    return undefined
  }

  private sweep(now: number, durationMs: number): void {
    for (const [key, window] of this.windows)
      if (now - window.startedAt >= durationMs) this.windows.delete(key)
  }
}

/** INCR, and the window's expiry set by the first hit; answers the count and the window's time left. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`

/** Fixed-window counters on Redis, one key per flow, IP and window, shared by every API server. */
export class RedisRateLimiter implements RateCounter {
  constructor(
    private readonly redis: Redis,
    private readonly keyOf: (key: string) => string,
    private readonly log: { warn(data: object, msg: string): void },
  ) {}

  async hit(key: string, limit: { max: number; durationMs: number }): Promise<number | undefined> {
    let reply: unknown
    try {
      reply = await this.redis.eval(HIT_SCRIPT, 1, this.keyOf(key), String(limit.durationMs))
    } catch (error) {
      // Redis away: answering beats refusing every public request; the limit resumes with Redis.
      this.log.warn({ err: error }, 'rate limit not checked: Redis is not answering')
      return undefined
    }
    const [count, ttl] = Array.isArray(reply) ? reply.map(Number) : []
    if (count === undefined || ttl === undefined || count <= limit.max) return undefined
    return Math.max(1, Math.ceil(ttl / 1000))
  }
}
