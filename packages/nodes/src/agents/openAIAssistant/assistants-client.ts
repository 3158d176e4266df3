import type { TFetch, TOpenAIAssistantRef } from '../../context'
import { NodeInputError } from '../../shared/read-inputs'

export type TRunState = {
  id: string
  status: string
  calls: Array<{ id: string; name: string; arguments: string }>
  error: string | undefined
}

type TJson = Record<string, unknown>
const isObject = (v: unknown): v is TJson => typeof v === 'object' && v !== null && !Array.isArray(v)

/** A small Assistants API v2 client over the outbound guard (`ctx.fetch`). */
export function assistantsClient(ref: TOpenAIAssistantRef, fetch: TFetch, signal: AbortSignal) {
  const base = ref.baseUrl.replace(/\/+$/, '')
  async function call(method: 'GET' | 'POST', path: string, body?: TJson): Promise<TJson> {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${ref.apiKey}`,
        'openai-beta': 'assistants=v2',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
      signal,
    })
    const json: unknown = await res.json().catch(() => undefined)
    if (!res.ok) {
      const message = isObject(json) && isObject(json.error) ? String(json.error.message) : res.statusText
      throw new Error(`OpenAI Assistants API answered ${res.status}: ${message}`)
    }
    if (!isObject(json)) throw new Error('OpenAI Assistants API answered no JSON object')
    return json
  }
  const readRun = (json: TJson): TRunState => {
    const action = isObject(json.required_action) ? json.required_action : {}
    const submit = isObject(action.submit_tool_outputs) ? action.submit_tool_outputs : {}
    const calls = (Array.isArray(submit.tool_calls) ? submit.tool_calls : []).flatMap((c: unknown) =>
      isObject(c) && isObject(c.function)
        ? [{ id: String(c.id), name: String(c.function.name), arguments: String(c.function.arguments ?? '') }]
        : [],
    )
    const error = isObject(json.last_error) ? String(json.last_error.message) : undefined
    return { id: String(json.id), status: String(json.status), calls, error }
  }
  return {
    createThread: async () => String((await call('POST', '/threads', {})).id),
    addMessage: (thread: string, content: string) =>
      call('POST', `/threads/${thread}/messages`, { role: 'user', content }),
    createRun: async (thread: string, options: TJson) =>
      readRun(await call('POST', `/threads/${thread}/runs`, { assistant_id: ref.openaiId, ...options })),
    getRun: async (thread: string, run: string) =>
      readRun(await call('GET', `/threads/${thread}/runs/${run}`)),
    submit: async (thread: string, run: string, outputs: Array<{ tool_call_id: string; output: string }>) =>
      readRun(
        await call('POST', `/threads/${thread}/runs/${run}/submit_tool_outputs`, { tool_outputs: outputs }),
      ),
    /** The text the run's assistant messages hold, oldest first, citation marks (【…】) removed. */
    async runText(thread: string, run: string): Promise<string> {
      const list = await call('GET', `/threads/${thread}/messages?run_id=${run}&order=asc`)
      const data = Array.isArray(list.data) ? list.data : []
      return data
        .filter((m: unknown) => isObject(m) && m.role === 'assistant')
        .flatMap((m: TJson) => (Array.isArray(m.content) ? m.content : []))
        .map((c: unknown) => (isObject(c) && isObject(c.text) ? String(c.text.value) : ''))
        .join('\n')
        .replace(/【[^】]*】/g, '')
        .trim()
    },
  }
}

/** The host's assistant for the id, or an input error naming what is missing. */
export async function findAssistant(
  access: { openAI(id: string): Promise<TOpenAIAssistantRef | undefined> } | undefined,
  id: string,
): Promise<TOpenAIAssistantRef> {
  if (!id.trim()) throw new NodeInputError('Select Assistant is empty')
  if (!access)
    throw new NodeInputError('OpenAI Assistant runs only where the unik’s assistants are (the server)')
  const ref = await access.openAI(id.trim())
  if (!ref)
    throw new NodeInputError(`No OpenAI assistant ${id} in this unik (or it is not saved at OpenAI yet)`)
  return ref
}
