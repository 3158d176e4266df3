import type { ChatRequest } from './fake-openai-types'
import {
  isObject,
  publicRun,
  refuse,
  send,
  type AssistantsRequest,
  type Run,
  type ThreadMessage,
} from './fake-assistants-shared'

/** /v1/threads: create a thread, add and list its messages; its runs go to the handlers below. */
export async function threadsRoute(r: AssistantsRequest): Promise<true> {
  const { method, query, json, res, id, sub } = r
  const { state, newId } = r.store
  if (!id) {
    if (method !== 'POST') return refuse(res, 404, 'Unknown threads route')
    const thread = newId('thread')
    state.threads.set(thread, [])
    return send(res, 200, { id: thread, object: 'thread', created_at: 1 })
  }
  const messages = state.threads.get(id)
  if (!messages) return refuse(res, 404, `No thread found with id '${id}'`)
  if (sub === 'messages' && method === 'POST') {
    if (json.role !== 'user' && json.role !== 'assistant')
      return refuse(res, 400, 'role must be user or assistant')
    if (typeof json.content !== 'string' || !json.content) return refuse(res, 400, 'content is required')
    const message: ThreadMessage = {
      id: newId('msg'),
      object: 'thread.message',
      role: json.role,
      run_id: null,
      content: [{ type: 'text', text: { value: json.content, annotations: [] } }],
    }
    messages.push(message)
    return send(res, 200, message)
  }
  if (sub === 'messages' && method === 'GET') {
    const params = new URLSearchParams(query)
    const runId = params.get('run_id')
    const listed = messages.filter((m) => !runId || m.run_id === runId)
    // Newest first unless `order=asc`, as the API lists them.
    const data = params.get('order') === 'asc' ? listed : [...listed].reverse()
    return send(res, 200, { object: 'list', data, has_more: false })
  }
  if (sub !== 'runs') return refuse(res, 404, 'Unknown thread route')
  if (!r.subId && method === 'POST') return startRun(r, id, messages)
  return continueRun(r, id)
}

/** POST /v1/threads/:id/runs: the assistant answers the thread (not streamed). */
async function startRun(r: AssistantsRequest, id: string, messages: ThreadMessage[]): Promise<true> {
  const { json, res } = r
  const { state, runs, newId, advance } = r.store
  if (json.stream === true) return refuse(res, 400, 'This fake does not stream runs')
  const assistant = state.assistants.get(String(json.assistant_id ?? ''))
  if (!assistant) return refuse(res, 404, `No assistant found with id '${String(json.assistant_id)}'`)
  const tools = (Array.isArray(assistant.tools) ? assistant.tools : []).filter(
    (t): t is { type: 'function'; function: { name: string } } => isObject(t) && t.type === 'function',
  )
  const chat: ChatRequest = {
    model: String(assistant.model),
    messages: [
      { role: 'system', content: String(assistant.instructions ?? '') },
      ...messages.map((m) => ({
        role: m.role,
        content: m.content.map((c) => (isObject(c.text) ? c.text.value : '')).join(''),
      })),
    ],
    tools,
  }
  const run = {
    id: newId('run'),
    object: 'thread.run' as const,
    thread_id: id,
    assistant_id: String(assistant.id),
    status: 'completed' as Run['status'],
    required_action: null,
    last_error: null,
    chat,
  }
  runs.set(run.id, run)
  await advance(run)
  return send(res, 200, publicRun(run))
}

/** GET a run, or POST its submit_tool_outputs: the run goes on with the outputs. */
async function continueRun(r: AssistantsRequest, id: string): Promise<true> {
  const { method, json, res, subId, action } = r
  const { runs, advance } = r.store
  const run = subId ? runs.get(subId) : undefined
  if (!run || run.thread_id !== id) return refuse(res, 404, `No run found with id '${subId ?? ''}'`)
  if (method === 'GET' && !action) return send(res, 200, publicRun(run))
  if (method !== 'POST' || action !== 'submit_tool_outputs') return refuse(res, 404, 'Unknown run route')
  const pending = run.required_action?.submit_tool_outputs.tool_calls ?? []
  if (run.status !== 'requires_action') return refuse(res, 400, `Run is ${run.status}, not requires_action`)
  const outputs = Array.isArray(json.tool_outputs) ? json.tool_outputs.filter(isObject) : []
  const answered = outputs.map((o) => String(o.tool_call_id))
  if (answered.length !== pending.length || pending.some((c) => !answered.includes(c.id)))
    return refuse(res, 400, 'Expected one output for each pending tool call')
  for (const o of outputs)
    run.chat.messages.push({
      role: 'tool',
      tool_call_id: String(o.tool_call_id),
      content: String(o.output ?? ''),
    })
  await advance(run)
  return send(res, 200, publicRun(run))
}
