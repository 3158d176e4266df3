import type { Redis } from 'ioredis'
import { z } from 'zod'
import { PRESENCE_TTL_MS, type TFlowViewer } from '@unikflow/graph'
import type { PresenceStore } from './flow-presence'

const ZEntry = z.object({ email: z.string(), since: z.number(), lastSeen: z.number() })
type Entry = z.infer<typeof ZEntry>

function parseEntry(text: string | null): Entry | undefined {
  try {
    return ZEntry.parse(JSON.parse(text ?? ''))
  } catch {
    return undefined
  }
}

/**
 * Presence shared by every API server on one Redis (REDIS_URL): one hash per flow, a field per viewer
 * with the time of the last heartbeat. Stale viewers are dropped on read, and the hash itself expires
 * a TTL after the last heartbeat, so flows nobody looks at leave nothing behind.
 */
export class RedisFlowPresence implements PresenceStore {
  constructor(
    private readonly redis: Redis,
    private readonly keyOf: (flowKey: string) => string,
    private readonly now: () => number = Date.now,
    private readonly ttlMs: number = PRESENCE_TTL_MS,
  ) {}

  async heartbeat(flowKey: string, viewer: { userId: string; email: string }): Promise<TFlowViewer[]> {
    const key = this.keyOf(flowKey)
    const now = this.now()
    const previous = parseEntry(await this.redis.hget(key, viewer.userId))
    const fresh = previous && now - previous.lastSeen <= this.ttlMs
    const entry: Entry = { email: viewer.email, since: fresh ? previous.since : now, lastSeen: now }
    await this.redis
      .multi()
      .hset(key, viewer.userId, JSON.stringify(entry))
      .pexpire(key, this.ttlMs * 2)
      .exec()
    return this.viewers(flowKey)
  }

  async leave(flowKey: string, userId: string): Promise<void> {
    await this.redis.hdel(this.keyOf(flowKey), userId)
  }

  async forget(flowKey: string): Promise<void> {
    await this.redis.del(this.keyOf(flowKey))
  }

  /** Viewers seen within the TTL, first arrival first. */
  async viewers(flowKey: string): Promise<TFlowViewer[]> {
    const key = this.keyOf(flowKey)
    const now = this.now()
    const live: { userId: string; entry: Entry }[] = []
    const stale: string[] = []
    for (const [userId, text] of Object.entries(await this.redis.hgetall(key))) {
      const entry = parseEntry(text)
      if (entry && now - entry.lastSeen <= this.ttlMs) live.push({ userId, entry })
      else stale.push(userId)
    }
    if (stale.length > 0) await this.redis.hdel(key, ...stale)
    return live
      .sort((a, b) => a.entry.since - b.entry.since || a.userId.localeCompare(b.userId))
      .map(({ userId, entry }) => ({
        userId,
        email: entry.email,
        since: new Date(entry.since).toISOString(),
      }))
  }
}
