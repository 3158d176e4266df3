import type { TChatMemoryStore, TChatMessage, TNodeContext } from '../../context'
import { readBodyText, BODY_LIMITS } from '../../shared/read-body'
import { NodeInputError } from '../../shared/read-inputs'

type TZepOptions = {
  baseUrl: string
  apiKey: string | undefined
  lastN: number
  aiRole: string
  humanRole: string
}

/**
 * A session's messages on a Zep server (its open-source REST API: `/api/v1/sessions/{id}/memory`), every
 * request through the outbound guard. A session Zep does not know yet reads as empty.
 */
export function createZepMemoryStore(ctx: TNodeContext, options: TZepOptions): TChatMemoryStore {
  const base = options.baseUrl.replace(/\/+$/, '')
  const headers = {
    'content-type': 'application/json',
    ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
  }
  const url = (sessionId: string, query = '') =>
    `${base}/api/v1/sessions/${encodeURIComponent(sessionId)}/memory${query}`
  const fail = async (res: Response) =>
    new NodeInputError(
      `Zep answered HTTP ${res.status}: ${(await readBodyText(res, { maxBytes: 2000, beyond: 'cut' })).trim()}`,
    )
  return {
    async getMessages(sessionId) {
      const res = await ctx.fetch(url(sessionId, options.lastN > 0 ? `?lastn=${options.lastN}` : ''), {
        headers,
        signal: ctx.signal,
      })
      if (res.status === 404) return []
      if (!res.ok) throw await fail(res)
      const body: unknown = JSON.parse(
        await readBodyText(res, { maxBytes: BODY_LIMITS.apiJson, beyond: 'fail', what: 'Zep' }),
      )
      const list: unknown = body && typeof body === 'object' ? Reflect.get(body, 'messages') : undefined
      if (!Array.isArray(list)) return []
      return list.flatMap((m: unknown): TChatMessage[] => {
        if (!m || typeof m !== 'object') return []
        const role: unknown = Reflect.get(m, 'role')
        const content: unknown = Reflect.get(m, 'content')
        if (typeof content !== 'string') return []
        return [{ role: role === options.aiRole ? 'apiMessage' : 'userMessage', content }]
      })
    },
    async addMessages(sessionId, _flowId, messages) {
      const res = await ctx.fetch(url(sessionId), {
        method: 'POST',
        headers,
        signal: ctx.signal,
        body: JSON.stringify({
          messages: messages.map((m) => ({
            role: m.role === 'apiMessage' ? options.aiRole : options.humanRole,
            content: m.content,
          })),
        }),
      })
      if (!res.ok) throw await fail(res)
    },
    async clear(sessionId) {
      const res = await ctx.fetch(url(sessionId), { method: 'DELETE', headers, signal: ctx.signal })
      if (!res.ok && res.status !== 404) throw await fail(res)
    },
  }
}
