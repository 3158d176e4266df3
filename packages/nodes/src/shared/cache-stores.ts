import type { TNodeContext } from '../context'
import type { TCacheStore } from './llm-cache'
import { BODY_LIMITS, readBodyText } from './read-body'
import { upstashCommand } from './upstash-command'
import { withGuardedRedis } from './redis-connect'

/** Entries one in-memory scope keeps (a flow's model answers, or its embeddings); the oldest go first. */
const MEMORY_ENTRIES = 2000
/** Scopes kept at once; the least recently used scope is dropped. */
const MEMORY_SCOPES = 64
const memoryScopes = new Map<string, Map<string, string>>()

/**
 * A store in this process' memory, one per scope (Flowise keeps a flow's cache per chatflow): it lives
 * until the server restarts, and each scope and the number of scopes are bounded (least recently used out).
 */
export function memoryCacheStore(scope: string): TCacheStore {
  const entries = () => {
    let map = memoryScopes.get(scope)
    if (map) memoryScopes.delete(scope)
    else map = new Map()
    memoryScopes.set(scope, map)
    for (const old of memoryScopes.keys()) {
      if (memoryScopes.size <= MEMORY_SCOPES) break
      memoryScopes.delete(old)
    }
    return map
  }
  return {
    async get(key) {
      const map = entries()
      const value = map.get(key)
      if (value !== undefined) {
        map.delete(key)
        map.set(key, value)
      }
      return value
    },
    async set(key, value) {
      const map = entries()
      map.delete(key)
      map.set(key, value)
      for (const old of map.keys()) {
        if (map.size <= MEMORY_ENTRIES) break
        map.delete(old)
      }
    },
  }
}

/**
 * A Redis store (keys under `prefix`), one connection per request. The host passes the outbound guard:
 * the connection goes to the address the guard checked.
 */
export function redisCacheStore(
  ctx: TNodeContext,
  url: string,
  prefix: string,
  ttl: { unit: 'PX' | 'EX'; amount: number } | undefined,
): TCacheStore {
  const withClient = <T>(fn: (client: import('redis').RedisClientType) => Promise<T>) =>
    withGuardedRedis(ctx, url, fn)
  return {
    get: (key) => withClient(async (c) => (await c.get(prefix + key)) ?? undefined),
    set: (key, value) =>
      withClient(async (c) => {
        await c.set(
          prefix + key,
          value,
          ttl ? { expiration: { type: ttl.unit, value: ttl.amount } } : undefined,
        )
      }),
  }
}

/** Upstash Redis' REST API: one command per request, through the outbound guard (`ctx.fetch`). */
export function upstashCacheStore(
  ctx: TNodeContext,
  url: string,
  token: string,
  prefix: string,
): TCacheStore {
  const command = upstashCommand(ctx, url, token)
  return {
    async get(key) {
      const result = await command(['GET', prefix + key])
      return typeof result === 'string' ? result : undefined
    },
    async set(key, value) {
      await command(['SET', prefix + key, value])
    },
  }
}

/** Momento's HTTP cache API (`/cache/<cache>?key=…`), through the outbound guard. */
export function momentoCacheStore(
  ctx: TNodeContext,
  base: string,
  cache: string,
  apiKey: string,
  ttlSeconds: number,
): TCacheStore {
  const urlOf = (key: string, extra = '') =>
    `${base.replace(/\/+$/, '')}/cache/${encodeURIComponent(cache)}?key=${encodeURIComponent(key)}${extra}`
  const failed = async (res: Response) => {
    const detail = (await readBodyText(res, { maxBytes: 1024, beyond: 'cut' })).slice(0, 200)
    return new Error(`Momento failed: HTTP ${res.status} ${detail}`)
  }
  return {
    async get(key) {
      const res = await ctx.fetch(urlOf(key), { headers: { authorization: apiKey }, signal: ctx.signal })
      if (res.status === 404) return undefined
      if (!res.ok) throw await failed(res)
      return readBodyText(res, { maxBytes: BODY_LIMITS.apiJson, beyond: 'fail' })
    },
    async set(key, value) {
      const res = await ctx.fetch(urlOf(key, `&ttl_seconds=${ttlSeconds}`), {
        method: 'PUT',
        headers: { authorization: apiKey, 'content-type': 'application/octet-stream' },
        body: value,
        signal: ctx.signal,
      })
      if (!res.ok) throw await failed(res)
    },
  }
}
