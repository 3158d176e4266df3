import type { TChatMemoryStore, TChatMessage } from '@unikflow/nodes'

/** Chat memory in a Map, for tests and single-process tools; the server backs the same interface with its database. */
export function createInMemoryChatStore(): TChatMemoryStore & { readonly size: number } {
  const sessions = new Map<string, TChatMessage[]>()
  const key = (sessionId: string, flowId: string) => `${flowId}\u0000${sessionId}`
  return {
    get size() {
      return sessions.size
    },
    async getMessages(sessionId, flowId) {
      return [...(sessions.get(key(sessionId, flowId)) ?? [])]
    },
    async addMessages(sessionId, flowId, messages) {
      const k = key(sessionId, flowId)
      sessions.set(k, [...(sessions.get(k) ?? []), ...messages.map((m) => ({ ...m }))])
    },
    async clear(sessionId, flowId) {
      sessions.delete(key(sessionId, flowId))
    },
  }
}
