import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { anthropicToChatRequest, writeAnthropicReply } from './fake-anthropic'
import { createFakeAssistants, type FakeAssistantsState } from './fake-openai-assistants'
import { writeOllamaChat } from './fake-ollama'
import { geminiToChatRequest, matchGeminiPath, writeGeminiReply } from './fake-gemini'
import { completionAsChat, writeCompletion, type CompletionRequest } from './fake-openai-completions'
import { FAKE_USAGE, writeStalledReply, writeStreamedReply } from './fake-openai-sse'
import type { ChatRequest, ChatResponder, ErrorReply, RecordedCall, ScriptedReply } from './fake-openai-types'

export interface FakeOpenAI {
  /** Base URL to give an OpenAI client, ending in /v1. */
  baseUrl: string
  /**
   * The server's root (`http://127.0.0.1:port`), for clients that add their own paths: Anthropic
   * (`anthropicApiUrl`, posts to /v1/messages), Ollama (`baseUrl`, /api/chat, /api/embed, /api/embeddings)
   * and Gemini (`baseUrl`, /v1beta/models/<model>:generateContent and :streamGenerateContent).
   */
  origin: string
  calls: RecordedCall[]
  /** What the Assistants API endpoints (assistants, files, vector stores, threads, runs) hold. */
  assistants: FakeAssistantsState
  /** Replace how chat completions are answered (default: echoes the last user message). */
  respondWith(responder: ChatResponder): void
  /** Queue replies used one per request before falling back to the responder. */
  queue(...replies: ScriptedReply[]): void
  close(): Promise<void>
}

const EMBEDDING_DIMENSIONS = 8

/** Deterministic embedding: the same text always maps to the same unit vector. */
export function fakeEmbedding(text: string): number[] {
  const v = new Array<number>(EMBEDDING_DIMENSIONS).fill(0)
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    v[(code * 7 + i * 13) % EMBEDDING_DIMENSIONS]! += 1 + code / 255
  }
  const norm = Math.hypot(...v) || 1
  return v.map((x) => x / norm)
}

function lastUserText(req: ChatRequest): string {
  const user = [...req.messages].reverse().find((m) => m.role === 'user')
  if (!user) return ''
  if (typeof user.content === 'string') return user.content
  if (Array.isArray(user.content)) {
    return user.content
      .map((part: { type?: string; text?: string }) => (part.type === 'text' ? (part.text ?? '') : ''))
      .join(' ')
  }
  return ''
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const c of req) chunks.push(c as Buffer)
  return Buffer.concat(chunks)
}

function fail(res: ServerResponse, reply: ErrorReply): void {
  json(res, reply.error.status, { error: { message: reply.error.message, type: 'server_error' } })
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' })
  res.end(JSON.stringify(body))
}

/**
 * The loopback address the fake model server listens on, apart from 127.0.0.1 where tests serve pages
 * and APIs: test setups allow it as an operator allows a local model server (UNIKFLOW_OUTBOUND_ALLOWLIST),
 * and a loopback page on 127.0.0.1 is still refused where a test expects the guard to refuse it.
 */
export const FAKE_MODEL_HOST = '127.0.0.2'

/**
 * An OpenAI-compatible server on loopback: chat (streamed or not, tool calls), embeddings, moderation,
 * transcription. The same port also answers Anthropic's Messages API (`/v1/messages`), Ollama's
 * `/api/chat`, `/api/embed` and `/api/embeddings`, and Gemini's generateContent / streamGenerateContent;
 * one queue and responder script all of them.
 */
export async function startFakeOpenAI(): Promise<FakeOpenAI> {
  const calls: RecordedCall[] = []
  const queued: ScriptedReply[] = []
  let responder: ChatResponder = (req) => ({ content: `You said: ${lastUserText(req)}` })
  let counter = 0
  const assistantsApi = createFakeAssistants(async (chat) => queued.shift() ?? (await responder(chat)))

  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req)
      // Ollama's clients do not always say so, but they send JSON too.
      const isJson =
        (req.headers['content-type'] ?? '').includes('application/json') ||
        raw.subarray(0, 1).toString() === '{'
      const body: unknown = isJson && raw.length ? JSON.parse(raw.toString('utf8')) : raw.toString('latin1')
      const path = (req.url ?? '').replace(/\?.*$/, '')
      calls.push({ path, headers: req.headers, body })
      if (req.method === 'GET' && path.endsWith('/models')) {
        return json(res, 200, {
          object: 'list',
          data: [{ id: 'gpt-4o-mini', object: 'model', owned_by: 'fake' }],
        })
      }
      if (path === '/v1/messages') {
        const chat = anthropicToChatRequest(body as Parameters<typeof anthropicToChatRequest>[0])
        const reply = queued.shift() ?? (await responder(chat))
        if ('error' in reply) return fail(res, reply)
        if ('hang' in reply || 'stall' in reply) return
        return writeAnthropicReply(res, `msg_${++counter}`, chat.model, reply, chat.stream === true)
      }
      const gemini = matchGeminiPath(path)
      if (gemini) {
        const chat = geminiToChatRequest(
          body as Parameters<typeof geminiToChatRequest>[0],
          gemini.model,
          gemini.stream,
        )
        const reply = queued.shift() ?? (await responder(chat))
        if ('error' in reply) return fail(res, reply)
        if ('hang' in reply || 'stall' in reply) return
        return writeGeminiReply(res, reply, gemini.stream)
      }
      if (path === '/api/chat') {
        const chat = body as ChatRequest
        const reply = queued.shift() ?? (await responder(chat))
        if ('error' in reply) return fail(res, reply)
        if ('hang' in reply || 'stall' in reply) return
        return writeOllamaChat(res, chat, reply)
      }
      if (path === '/api/embed' || path === '/api/embeddings') {
        const { model, input, prompt } = body as { model: string; input?: string | string[]; prompt?: string }
        if (path === '/api/embeddings')
          return json(res, 200, { embedding: fakeEmbedding(String(prompt ?? '')) })
        const texts = Array.isArray(input) ? input : [String(input ?? '')]
        return json(res, 200, { model, embeddings: texts.map((t) => fakeEmbedding(t)) })
      }
      if (path.endsWith('/chat/completions')) {
        const chat = body as ChatRequest
        const reply = queued.shift() ?? (await responder(chat))
        const id = `chatcmpl-${++counter}`
        if ('error' in reply) return fail(res, reply)
        if ('hang' in reply) return
        if ('stall' in reply) return writeStalledReply(res, id, chat.model, reply.stall)
        if (chat.stream)
          return writeStreamedReply(res, id, chat.model, reply, chat.stream_options?.include_usage === true)
        const message =
          'content' in reply
            ? { role: 'assistant', content: reply.content }
            : {
                role: 'assistant',
                content: null,
                tool_calls: reply.toolCalls.map((c, i) => ({
                  id: c.id ?? `call_${i}`,
                  type: 'function',
                  function: { name: c.name, arguments: JSON.stringify(c.arguments) },
                })),
              }
        return json(res, 200, {
          id,
          object: 'chat.completion',
          created: Math.floor(Date.now() / 1000),
          model: chat.model,
          choices: [{ index: 0, message, finish_reason: 'content' in reply ? 'stop' : 'tool_calls' }],
          usage: FAKE_USAGE,
        })
      }
      if (path.endsWith('/completions')) {
        const request = body as CompletionRequest
        const reply = queued.shift() ?? (await responder(completionAsChat(request)))
        if ('error' in reply) return fail(res, reply)
        if (!('content' in reply)) return
        return writeCompletion(res, `cmpl-${++counter}`, request, reply.content)
      }
      if (path.endsWith('/embeddings')) {
        const { input, encoding_format: format } = body as {
          input: string | string[]
          encoding_format?: string
        }
        const texts = Array.isArray(input) ? input : [input]
        // The OpenAI SDK asks for base64 (little-endian float32) unless told otherwise, as the real API answers it.
        const encode = (v: number[]) =>
          format === 'base64' ? Buffer.from(new Float32Array(v).buffer).toString('base64') : v
        return json(res, 200, {
          object: 'list',
          data: texts.map((t, index) => ({
            object: 'embedding',
            index,
            embedding: encode(fakeEmbedding(String(t))),
          })),
          model: 'text-embedding-3-small',
          usage: { prompt_tokens: texts.length, total_tokens: texts.length },
        })
      }
      if (path.endsWith('/moderations')) {
        const input = String((body as { input: string | string[] }).input)
        const flagged = /\b(kill|attack|violence)\b/i.test(input)
        return json(res, 200, {
          id: 'modr-1',
          model: 'omni-moderation-latest',
          results: [
            {
              flagged,
              categories: { violence: flagged },
              category_scores: { violence: flagged ? 0.99 : 0.01 },
            },
          ],
        })
      }
      if (path.endsWith('/audio/transcriptions')) {
        return json(res, 200, { text: 'transcribed audio' })
      }
      if (await assistantsApi.handle(req.method ?? 'GET', req.url ?? '', body, req.headers, res)) return
      json(res, 404, { error: { message: `fake server has no route ${path}` } })
    })().catch((err: unknown) => json(res, 500, { error: { message: String(err) } }))
  })
  await new Promise<void>((resolve) => server.listen(0, FAKE_MODEL_HOST, resolve))
  const { port } = server.address() as AddressInfo
  return {
    baseUrl: `http://${FAKE_MODEL_HOST}:${port}/v1`,
    origin: `http://${FAKE_MODEL_HOST}:${port}`,
    calls,
    assistants: assistantsApi.state,
    respondWith(r) {
      responder = r
    },
    queue(...replies) {
      queued.push(...replies)
    },
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        // Silent replies hold their connections open; close them too.
        server.closeAllConnections()
      }),
  }
}
