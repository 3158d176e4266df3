import type { IncomingHttpHeaders, ServerResponse } from 'node:http'
import { filesRoute, vectorStoresRoute } from './fake-assistants-files'
import { assistantsRoute } from './fake-assistants-route'
import {
  isObject,
  refuse,
  strings,
  type AssistantsRequest,
  type FakeAssistantsState,
  type Json,
  type Run,
} from './fake-assistants-shared'
import { threadsRoute } from './fake-assistants-threads'
import type { ChatRequest, ScriptedReply } from './fake-openai-types'

export type { FakeAssistantsState } from './fake-assistants-shared'

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
    const r: AssistantsRequest = {
      method,
      query,
      body,
      json: isObject(body) ? body : {},
      headers,
      res,
      id,
      sub,
      subId,
      action,
      store: { state, runs, newId, checkResources, advance },
    }
    if (kind === 'files') return filesRoute(r)
    if (headers['openai-beta'] !== 'assistants=v2')
      return refuse(res, 400, "You must provide the 'OpenAI-Beta' header to access the Assistants API")
    if (kind === 'vector_stores') return vectorStoresRoute(r)
    if (kind === 'assistants') return assistantsRoute(r)
    return threadsRoute(r)
  }

  return { state, handle }
}
