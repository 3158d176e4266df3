import type { TChatMemoryStore, TChatMessage, TNodeContext } from '../../context'
import { parseMessage } from '../RedisBackedChatMemory/redis-memory-store'
import { upstashCommand } from '../../shared/upstash-command'

/**
 * Chat turns in an Upstash Redis list per session (key `unikflow:memory:<flowId>:<sessionId>`, as the
 * Redis-backed memory keeps them), one REST command per request through the outbound guard.
 */
export function upstashMemoryStore(
  ctx: TNodeContext,
  url: string,
  token: string,
  ttlSeconds: number | undefined,
): TChatMemoryStore {
  const command = upstashCommand(ctx, url, token)
  const key = (sessionId: string, flowId: string) => `unikflow:memory:${flowId}:${sessionId}`
  return {
    async getMessages(sessionId, flowId) {
      const items = await command(['LRANGE', key(sessionId, flowId), '0', '-1'])
      if (!Array.isArray(items)) return []
      return items
        .map((raw) => (typeof raw === 'string' ? parseMessage(raw) : undefined))
        .filter((m): m is TChatMessage => m !== undefined)
    },
    async addMessages(sessionId, flowId, messages) {
      const k = key(sessionId, flowId)
      if (messages.length > 0) await command(['RPUSH', k, ...messages.map((m) => JSON.stringify(m))])
      if (ttlSeconds) await command(['EXPIRE', k, String(ttlSeconds)])
    },
    async clear(sessionId, flowId) {
      await command(['DEL', key(sessionId, flowId)])
    },
  }
}
