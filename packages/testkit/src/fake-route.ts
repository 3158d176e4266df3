import type { ServerResponse } from 'node:http'
import type { ChatRequest, ErrorReply, ScriptedReply } from './fake-openai-types'

/** One request to the fake model server, as each route handler reads it. */
export interface FakeRequest {
  method: string
  /** The URL without its query. */
  path: string
  body: unknown
  res: ServerResponse
  /** The next queued reply, else the responder's answer to `chat`. */
  answer(chat: ChatRequest): Promise<ScriptedReply>
  /** A number for the reply's id, one up per reply. */
  nextId(): number
}

/** Answers the request and says true, or says false when the path is not its own. */
export type FakeRoute = (r: FakeRequest) => boolean | Promise<boolean>

export function fail(res: ServerResponse, reply: ErrorReply): void {
  json(res, reply.error.status, { error: { message: reply.error.message, type: 'server_error' } })
}

export function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}
