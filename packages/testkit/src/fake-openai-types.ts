/** What the fake model is asked, reduced to what scripted replies need. */
export interface ChatRequest {
  model: string
  messages: Array<{
    role: string
    content: unknown
    tool_calls?: unknown
    tool_call_id?: string
    name?: string
  }>
  tools?: Array<{ type: string; function: { name: string; description?: string; parameters?: unknown } }>
  stream?: boolean
  stream_options?: { include_usage?: boolean }
  [key: string]: unknown
}

export interface ToolCallReply {
  name: string
  arguments: Record<string, unknown>
  id?: string
}

/**
 * A scripted reply: plain text, or tool calls the client is expected to run and answer. A streamed text
 * reply with `intervalMs` is paced as a real model's: one token, then that many milliseconds, then the next.
 */
export type ChatReply = { content: string; intervalMs?: number } | { toolCalls: ToolCallReply[] }

/** The provider failing: answered with this HTTP status and an OpenAI-style error body. */
export type ErrorReply = { error: { status: number; message: string } }

/**
 * A model that never answers (`hang`), or one that streams the first token of `stall` and then goes
 * silent without ending the answer: for timeout tests. Both hold the connection until the server closes.
 */
export type SilentReply = { hang: true } | { stall: string }

export type ScriptedReply = ChatReply | ErrorReply | SilentReply

export type ChatResponder = (req: ChatRequest) => ScriptedReply | Promise<ScriptedReply>

export interface RecordedCall {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: unknown
}
