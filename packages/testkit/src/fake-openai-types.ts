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
  /**
   * The tools the provider would run itself (OpenAI's `{ type: 'web_search_preview' }`, Anthropic's
   * `{ type: 'web_search_20250305', name }`, Gemini's `{ googleSearch: {} }`), as the request sent them.
   */
  builtInTools?: Array<Record<string, unknown>>
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
export type ChatReply =
  | { content: string; intervalMs?: number; builtIn?: BuiltInToolResult; images?: InlineImage[] }
  | { toolCalls: ToolCallReply[] }

/**
 * Gemini only: an image the model answers with (an image model such as gemini-2.5-flash-image), sent as an
 * `inlineData` part after the text (streamed: in a chunk of its own after the text's tokens). `base64` is
 * the image, e.g. TINY_PNG_BASE64 or `makeSolidPng(…)`.
 */
export type InlineImage = { mimeType: string; base64: string }

/**
 * What a tool the provider runs itself did before the answer, written in each provider's own shape: a
 * web search (OpenAI's `web_search_call` and a `url_citation`, Anthropic's `server_tool_use`,
 * `web_search_tool_result` and a cited text, Gemini's `groundingMetadata`), a page it read (OpenAI's
 * `web_search_call` opening the page, Anthropic's `web_fetch_tool_result`, Gemini's
 * `urlContextMetadata`) or code it ran (OpenAI's
 * `code_interpreter_call`, Gemini's `executableCode` and `codeExecutionResult` parts). OpenAI only: an
 * image it generated (`image_generation_call` with the image's base64, e.g. TINY_PNG_BASE64) and a file its
 * code interpreter wrote and the answer cites (`container_file_citation`, the file served at
 * `/v1/containers/:container/files/:file/content`). A request that sent no built-in tool is refused (400),
 * as the provider never runs a tool it was not given.
 */
export type BuiltInToolResult =
  | { kind: 'webSearch'; query: string; url: string; title: string }
  | { kind: 'fetchUrl'; url: string; title: string }
  | { kind: 'codeExecution'; code: string; output: string }
  | { kind: 'imageGeneration'; prompt: string; base64: string; format?: 'png' | 'jpeg' | 'webp' }
  | { kind: 'codeFile'; code: string; fileName: string; content: string }

/** A 1×1 PNG, as base64: what a scripted image generation answers. */
export const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='

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
