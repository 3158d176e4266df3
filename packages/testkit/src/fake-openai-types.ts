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
  [key: string]: unknown
}

export interface ToolCallReply {
  name: string
  arguments: Record<string, unknown>
  id?: string
}

/** A scripted reply: plain text, or tool calls the client is expected to run and answer. */
export type ChatReply = { content: string } | { toolCalls: ToolCallReply[] }

export type ChatResponder = (req: ChatRequest) => ChatReply | Promise<ChatReply>

export interface RecordedCall {
  path: string
  headers: Record<string, string | string[] | undefined>
  body: unknown
}
