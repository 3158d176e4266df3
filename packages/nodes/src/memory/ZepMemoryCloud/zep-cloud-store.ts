import { isRecord } from '@unikflow/graph'
import type { TChatMemoryStore, TChatMessage, TNodeContext } from '../../context'
import { BODY_LIMITS, readBodyText } from '../../shared/read-body'
import { NodeInputError } from '../../shared/read-inputs'

type TZepCloudOptions = {
  baseUrl: string
  apiKey: string
  memoryType: string
  aiRole: string
  humanRole: string
}

/**
 * A session's memory in Zep Cloud (its v2 REST API, `/api/v2/sessions/{id}/memory`, key as `Api-Key`), every
 * request through the outbound guard. A session Zep does not know reads as empty and is created on the
 * first write; Zep's summary or context of the session comes first, as an AI message.
 */
export function createZepCloudStore(ctx: TNodeContext, options: TZepCloudOptions): TChatMemoryStore {
  const base = `${options.baseUrl.replace(/\/+$/, '')}/api/v2`
  const headers = {
    'content-type': 'application/json',
    ...(options.apiKey ? { authorization: `Api-Key ${options.apiKey}` } : {}),
  }
  const memoryUrl = (id: string, query = '') => `${base}/sessions/${encodeURIComponent(id)}/memory${query}`
  const send = async (url: string, method: string, body?: unknown) => {
    const res = await ctx.fetch(url, {
      method,
      headers,
      signal: ctx.signal,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await readBodyText(res, { maxBytes: BODY_LIMITS.apiJson, beyond: 'fail', what: 'Zep Cloud' })
    return { status: res.status, ok: res.ok, text }
  }
  const fail = (r: { status: number; text: string }) =>
    new NodeInputError(`Zep Cloud answered HTTP ${r.status}: ${r.text.slice(0, 300)}`)
  return {
    async getMessages(sessionId) {
      const r = await send(
        memoryUrl(sessionId, `?memoryType=${encodeURIComponent(options.memoryType)}`),
        'GET',
      )
      if (r.status === 404) return []
      if (!r.ok) throw fail(r)
      const body: unknown = JSON.parse(r.text)
      if (!isRecord(body)) return []
      const list = Array.isArray(body.messages) ? body.messages : []
      const messages = list.flatMap((m: unknown): TChatMessage[] => {
        if (!isRecord(m) || typeof m.content !== 'string') return []
        const ai = m.role_type === 'assistant' || m.role === options.aiRole
        return [{ role: ai ? 'apiMessage' : 'userMessage', content: m.content }]
      })
      const summary =
        isRecord(body.summary) && typeof body.summary.content === 'string' ? body.summary.content : ''
      const context = summary || (typeof body.context === 'string' ? body.context : '')
      return context ? [{ role: 'apiMessage', content: context }, ...messages] : messages
    },
    async addMessages(sessionId, _flowId, messages) {
      const body = {
        messages: messages.map((m) => ({
          role: m.role === 'apiMessage' ? options.aiRole : options.humanRole,
          role_type: m.role === 'apiMessage' ? 'assistant' : 'user',
          content: m.content,
        })),
      }
      let r = await send(memoryUrl(sessionId), 'POST', body)
      if (r.status === 404) {
        const created = await send(`${base}/sessions`, 'POST', { session_id: sessionId })
        if (!created.ok) throw fail(created)
        r = await send(memoryUrl(sessionId), 'POST', body)
      }
      if (!r.ok) throw fail(r)
    },
    async clear(sessionId) {
      const r = await send(memoryUrl(sessionId), 'DELETE')
      if (!r.ok && r.status !== 404) throw fail(r)
    },
  }
}
