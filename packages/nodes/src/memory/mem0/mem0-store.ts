import { isRecord } from '@unikflow/graph'
import type { TChatMemoryStore, TChatMessage, TNodeContext } from '../../context'
import { callJson } from '../../vectorstores/remote-vector-store'

/** How many of the chat's own latest messages come with Mem0's memories. */
const RECENT_MESSAGES = 10

type TMem0Options = {
  baseUrl: string
  apiKey: string
  /** `user_id` and the other ids the memories belong to (empty ones left out). */
  scope: Record<string, string>
  searchOnly: boolean
}

const memoriesOf = (answer: unknown): string[] => {
  const list = Array.isArray(answer)
    ? answer
    : isRecord(answer) && Array.isArray(answer.results)
      ? answer.results
      : []
  return list.flatMap((m: unknown) => (isRecord(m) && typeof m.memory === 'string' ? [m.memory] : []))
}

/**
 * The chat's latest messages (the run's own store) with, first, what Mem0's platform API remembers about
 * the user that fits the question (`/v1/memories/search/`); each turn also goes to Mem0 (`/v1/memories/`)
 * unless Search Only. Every request through the outbound guard, the key as `Token`.
 */
export function createMem0Store(ctx: TNodeContext, options: TMem0Options): TChatMemoryStore {
  const base = options.baseUrl.replace(/\/+$/, '')
  const headers = { authorization: `Token ${options.apiKey}` }
  const call = (method: string, path: string, body?: unknown) =>
    callJson(ctx.fetch, 'Mem0', `${base}${path}`, { method, headers, body, signal: ctx.signal })
  const own = ctx.memoryStore
  return {
    async getMessages(sessionId, flowId) {
      const recent = (await own.getMessages(sessionId, flowId)).slice(-RECENT_MESSAGES)
      const memories = memoriesOf(
        await call('POST', '/v1/memories/search/', { query: ctx.question, ...options.scope }),
      )
      if (memories.length === 0) return recent
      const remembered: TChatMessage = {
        role: 'apiMessage',
        content: `What I remember about the user:\n${memories.map((m) => `- ${m}`).join('\n')}`,
      }
      return [remembered, ...recent]
    },
    async addMessages(sessionId, flowId, messages) {
      await own.addMessages(sessionId, flowId, messages)
      if (options.searchOnly || messages.length === 0) return
      await call('POST', '/v1/memories/', {
        messages: messages.map((m) => ({
          role: m.role === 'apiMessage' ? 'assistant' : 'user',
          content: m.content,
        })),
        ...options.scope,
      })
    },
    async clear(sessionId, flowId) {
      await own.clear(sessionId, flowId)
      await call('DELETE', `/v1/memories/?${new URLSearchParams(options.scope).toString()}`)
    },
  }
}
