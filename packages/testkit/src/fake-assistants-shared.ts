import type { IncomingHttpHeaders, ServerResponse } from 'node:http'
import type { ChatRequest } from './fake-openai-types'

export type Json = Record<string, unknown>
export type Run = {
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
export type ThreadMessage = {
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

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
export const strings = (v: unknown): string[] =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []

export function send(res: ServerResponse, status: number, body: unknown): true {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
  return true
}
export const refuse = (res: ServerResponse, status: number, message: string) =>
  send(res, status, { error: { message, type: 'invalid_request_error' } })

/** What the route handlers of the fake Assistants API share: its state, ids and runs. */
export interface AssistantsStore {
  state: FakeAssistantsState
  runs: Map<string, Run & { chat: ChatRequest }>
  newId(prefix: string): string
  /** Why the tools and tool_resources of an assistant body are refused, if they are. */
  checkResources(body: Json): string | undefined
  /** Answers the run's chat with the next scripted reply: completes it, fails it or asks for tool outputs. */
  advance(run: Run & { chat: ChatRequest }): Promise<void>
}

/** One request to the fake Assistants API: `/v1/<kind>/<id>/<sub>/<subId>/<action>`. */
export interface AssistantsRequest {
  method: string
  query: string
  body: unknown
  /** The body when it is a JSON object, else empty. */
  json: Json
  headers: IncomingHttpHeaders
  res: ServerResponse
  id: string | undefined
  sub: string | undefined
  subId: string | undefined
  action: string | undefined
  store: AssistantsStore
}

export const publicRun = ({ chat: _chat, ...run }: Run & { chat: ChatRequest }) => run
