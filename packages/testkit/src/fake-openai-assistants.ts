import type { IncomingHttpHeaders, ServerResponse } from 'node:http'
import type { ChatRequest, ScriptedReply } from './fake-openai-types'

type Json = Record<string, unknown>
type Run = {
  id: string
  object: 'thread.run'
  thread_id: string
  assistant_id: string
  status: 'completed' | 'requires_action' | 'failed'
  required_action: null | {
    type: 'submit_tool_outputs'
    submit_tool_outputs: { tool_calls: Array<{ id: string; type: 'function'; function: Json }> }
  }
  last_error: null | { code: string; message: string }
}
type ThreadMessage = {
  id: string
  object: 'thread.message'
  role: string
  run_id: string | null
  content: Json[]
}

/** What the fake's Assistants API holds; tests read it to check what the client created. */
export interface FakeAssistantsState {
  assistants: Map<string, Json>
  files: Map<string, { id: string; filename: string; bytes: number; purpose: string }>
  vectorStores: Map<string, { id: string; name: string; file_ids: string[] }>
  threads: Map<string, ThreadMessage[]>
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []

function send(res: ServerResponse, status: number, body: unknown): true {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
  return true
}
const refuse = (res: ServerResponse, status: number, message: string) =>
  send(res, status, { error: { message, type: 'invalid_request_error' } })

/** The parts of a multipart/form-data body (latin1 text, so lengths are bytes). */
function multipart(body: string, contentType: string): Map<string, { filename?: string; value: string }> {
  const parts = new Map<string, { filename?: string; value: string }>()
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(contentType)
  if (!boundary) return parts
  for (const part of body.split(`--${boundary[1] ?? boundary[2]}`)) {
    const split = part.indexOf('\r\n\r\n')
    if (split < 0) continue
    const head = part.slice(0, split)
    const name = /name="([^"]*)"/.exec(head)?.[1]
    const filename = /filename="([^"]*)"/.exec(head)?.[1]
    if (name)
      parts.set(name, { ...(filename !== undefined && { filename }), value: part.slice(split + 4, -2) })
  }
  return parts
}

/**
 * The OpenAI Assistants API v2, small: assistants, files, vector stores, threads, messages and runs
 * (not streamed). It checks what a client must send (bearer key, `OpenAI-Beta: assistants=v2`, known
 * ids, one output per pending tool call) and answers runs with the fake's scripted replies: text
 * completes the run with an assistant message, tool calls make it `requires_action`.
 */
export function createFakeAssistants(next: (chat: ChatRequest) => Promise<ScriptedReply>) {
  const state: FakeAssistantsState = {
    assistants: new Map(),
    files: new Map(),
    vectorStores: new Map(),
    threads: new Map(),
  }
  const runs = new Map<string, Run & { chat: ChatRequest }>()
  let counter = 0
  const newId = (prefix: string) => `${prefix}_${++counter}`

  function checkResources(body: Json): string | undefined {
    const resources = isObject(body.tool_resources) ? body.tool_resources : {}
    const code = isObject(resources.code_interpreter) ? strings(resources.code_interpreter.file_ids) : []
    const stores = isObject(resources.file_search) ? strings(resources.file_search.vector_store_ids) : []
    if (code.some((id) => !state.files.has(id))) return 'No such file in tool_resources.code_interpreter'
    if (stores.some((id) => !state.vectorStores.has(id))) return 'No such vector store in tool_resources'
    const tools = Array.isArray(body.tools) ? body.tools : []
    for (const tool of tools) {
      if (!isObject(tool)) return 'Invalid tool'
      if (tool.type === 'function' && !(isObject(tool.function) && typeof tool.function.name === 'string'))
        return 'A function tool needs function.name'
      if (!['code_interpreter', 'file_search', 'function'].includes(String(tool.type)))
        return `Unknown tool type ${String(tool.type)}`
    }
    return undefined
  }

  async function advance(run: Run & { chat: ChatRequest }): Promise<void> {
    const reply = await next(run.chat)
    if ('error' in reply || 'hang' in reply || 'stall' in reply) {
      run.status = 'failed'
      run.last_error = { code: 'server_error', message: 'error' in reply ? reply.error.message : 'stalled' }
      run.required_action = null
      return
    }
    if ('content' in reply) {
      run.status = 'completed'
      run.required_action = null
      run.chat.messages.push({ role: 'assistant', content: reply.content })
      state.threads.get(run.thread_id)?.push({
        id: newId('msg'),
        object: 'thread.message',
        role: 'assistant',
        run_id: run.id,
        content: [{ type: 'text', text: { value: reply.content, annotations: [] } }],
      })
      return
    }
    const calls = reply.toolCalls.map((c) => ({
      id: c.id ?? newId('call'),
      type: 'function' as const,
      function: { name: c.name, arguments: JSON.stringify(c.arguments) },
    }))
    run.chat.messages.push({ role: 'assistant', content: null, tool_calls: calls })
    run.status = 'requires_action'
    run.required_action = { type: 'submit_tool_outputs', submit_tool_outputs: { tool_calls: calls } }
  }

  const publicRun = ({ chat: _chat, ...run }: Run & { chat: ChatRequest }) => run

  async function handle(
    method: string,
    url: string,
    body: unknown,
    headers: IncomingHttpHeaders,
    res: ServerResponse,
  ): Promise<boolean> {
    const [path = '', query = ''] = url.split('?')
    const at = path.search(/\/(assistants|files|vector_stores|threads)(\/|$)/)
    if (at < 0 || !path.startsWith('/v1')) return false
    const segments = path.slice(at + 1).split('/')
    if (!/^Bearer \S+/.test(String(headers.authorization ?? ''))) return refuse(res, 401, 'Missing API key')
    const [kind, id, sub, subId, action] = segments
    const json = isObject(body) ? body : {}

    if (kind === 'files') {
      if (method === 'DELETE' && id)
        return state.files.delete(id)
          ? send(res, 200, { id, object: 'file', deleted: true })
          : refuse(res, 404, 'No such file')
      if (method !== 'POST' || id) return refuse(res, 404, 'Unknown files route')
      const parts = multipart(typeof body === 'string' ? body : '', String(headers['content-type'] ?? ''))
      const file = parts.get('file')
      if (parts.get('purpose')?.value !== 'assistants')
        return refuse(res, 400, "purpose must be 'assistants'")
      if (!file?.filename) return refuse(res, 400, 'A file is required')
      const saved = {
        id: newId('file'),
        filename: file.filename,
        bytes: file.value.length,
        purpose: 'assistants',
      }
      state.files.set(saved.id, saved)
      return send(res, 200, { object: 'file', ...saved })
    }
    if (headers['openai-beta'] !== 'assistants=v2')
      return refuse(res, 400, "You must provide the 'OpenAI-Beta' header to access the Assistants API")

    if (kind === 'vector_stores') {
      if (method === 'DELETE' && id)
        return state.vectorStores.delete(id)
          ? send(res, 200, { id, object: 'vector_store.deleted', deleted: true })
          : refuse(res, 404, 'No such vector store')
      if (method !== 'POST' || id) return refuse(res, 404, 'Unknown vector_stores route')
      const fileIds = strings(json.file_ids)
      if (fileIds.some((f) => !state.files.has(f))) return refuse(res, 400, 'No such file in file_ids')
      const store = { id: newId('vs'), name: String(json.name ?? ''), file_ids: fileIds }
      state.vectorStores.set(store.id, store)
      const counts = {
        in_progress: 0,
        completed: fileIds.length,
        failed: 0,
        cancelled: 0,
        total: fileIds.length,
      }
      return send(res, 200, { object: 'vector_store', status: 'completed', file_counts: counts, ...store })
    }

    if (kind === 'assistants') {
      if (!id && method === 'GET')
        return send(res, 200, { object: 'list', data: [...state.assistants.values()], has_more: false })
      if (!id && method === 'POST') {
        if (typeof json.model !== 'string' || !json.model) return refuse(res, 400, 'model is required')
        const problem = checkResources(json)
        if (problem) return refuse(res, 400, problem)
        // OpenAI answers every assistant with its fields filled in (`tools: []` when none were given).
        const assistant = { tools: [], ...json, id: newId('asst'), object: 'assistant', created_at: 1 }
        state.assistants.set(assistant.id, assistant)
        return send(res, 200, assistant)
      }
      const found = id ? state.assistants.get(id) : undefined
      if (!id || !found) return refuse(res, 404, `No assistant found with id '${id ?? ''}'`)
      if (method === 'GET') return send(res, 200, found)
      if (method === 'DELETE') {
        state.assistants.delete(id)
        return send(res, 200, { id, object: 'assistant.deleted', deleted: true })
      }
      const problem = checkResources(json)
      if (problem) return refuse(res, 400, problem)
      const updated = { ...found, ...json, id }
      state.assistants.set(id, updated)
      return send(res, 200, updated)
    }

    // threads
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
    if (!subId && method === 'POST') {
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

  return { state, handle }
}
