import type { Redis, RedisOptions } from 'ioredis'

/**
 * The Redis connections of one process, closed together. ioredis is loaded on first use, so a server
 * without REDIS_URL never loads it (docs/conventions.md#lazy-load-heavy-modules).
 */
export class RedisConnections {
  private readonly opened: Redis[] = []

  constructor(private readonly url: string) {}

  /**
   * A new connection. `blocking`: for BullMQ's queues and workers and for subscribers, which wait as
   * long as Redis is away instead of failing a command (BullMQ requires `maxRetriesPerRequest: null`).
   * Otherwise commands fail after a few reconnection attempts, so a request does not hang on Redis.
   */
  async open(kind: 'blocking' | 'commands'): Promise<Redis> {
    const { Redis } = await import('ioredis')
    const options: RedisOptions =
      kind === 'blocking' ? { maxRetriesPerRequest: null } : { maxRetriesPerRequest: 2 }
    const redis = new Redis(this.url, options)
    // Without a listener ioredis prints every failed reconnection; callers see errors on their commands.
    redis.on('error', () => undefined)
    this.opened.push(redis)
    return redis
  }

  async close(): Promise<void> {
    await Promise.all(this.opened.splice(0).map((r) => r.quit().catch(() => r.disconnect())))
  }
}
