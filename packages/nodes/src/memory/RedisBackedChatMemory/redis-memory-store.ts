import type { TChatMemoryStore, TChatMessage } from '../../context'
import { lazyImport } from '../../shared/lazy-import'

const redisModule = lazyImport(() => import('redis'))

/** Redis URL from either Redis credential kind. */
export function redisUrlFromCredential(c: Record<string, string>): string {
  if (c.redisUrl) return c.redisUrl
  const scheme = c.redisCacheSslEnabled === 'true' ? 'rediss' : 'redis'
  const auth = c.redisCachePwd
    ? `${encodeURIComponent(c.redisCacheUser ?? '')}:${encodeURIComponent(c.redisCachePwd)}@`
    : ''
  return `${scheme}://${auth}${c.redisCacheHost || '127.0.0.1'}:${c.redisCachePort || '6379'}`
}

export function parseMessage(raw: string): TChatMessage | undefined {
  try {
    const v: unknown = JSON.parse(raw)
    if (v && typeof v === 'object' && 'role' in v && 'content' in v) {
      const role = v.role === 'userMessage' ? 'userMessage' : 'apiMessage'
      return { role, content: String(v.content) }
    }
  } catch {
    return undefined
  }
  return undefined
}

/** Chat turns in a Redis list per session (key `unikflow:memory:<flowId>:<sessionId>`), one connection per call. */
export function createRedisMemoryStore(url: string, ttlSeconds: number | undefined): TChatMemoryStore {
  const withClient = async <T>(fn: (client: import('redis').RedisClientType) => Promise<T>): Promise<T> => {
    const { createClient } = await redisModule()
    const client: import('redis').RedisClientType = createClient({ url })
    await client.connect()
    try {
      return await fn(client)
    } finally {
      await client.quit()
    }
  }
  const key = (sessionId: string, flowId: string) => `unikflow:memory:${flowId}:${sessionId}`
  return {
    getMessages: (sessionId, flowId) =>
      withClient(async (c) =>
        (await c.lRange(key(sessionId, flowId), 0, -1))
          .map(parseMessage)
          .filter((m): m is TChatMessage => m !== undefined),
      ),
    addMessages: (sessionId, flowId, messages) =>
      withClient(async (c) => {
        const k = key(sessionId, flowId)
        if (messages.length > 0)
          await c.rPush(
            k,
            messages.map((m) => JSON.stringify(m)),
          )
        if (ttlSeconds) await c.expire(k, ttlSeconds)
      }),
    clear: (sessionId, flowId) =>
      withClient(async (c) => {
        await c.del(key(sessionId, flowId))
      }),
  }
}
