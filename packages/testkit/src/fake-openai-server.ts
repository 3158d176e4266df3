import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createFakeAssistants, type FakeAssistantsState } from './fake-openai-assistants'
import {
  chatCompletions,
  completions,
  embeddings,
  models,
  moderations,
  transcriptions,
} from './fake-openai-routes'
import type { ChatRequest, ChatResponder, RecordedCall, ScriptedReply } from './fake-openai-types'
import {
  anthropicMessages,
  geminiGenerateContent,
  ollamaChat,
  ollamaEmbeddings,
} from './fake-provider-routes'
import { json, type FakeRequest, type FakeRoute } from './fake-route'
import { containerFiles, responses } from './fake-openai-responses'

import { cohereEmbed, rerank } from './fake-embed-rerank-routes'
export { fakeEmbedding } from './fake-embedding'

/** In this order: Ollama's /api/embeddings before OpenAI's …/embeddings, …/chat/completions before …/completions. */
const ROUTES: FakeRoute[] = [
  models,
  anthropicMessages,
  geminiGenerateContent,
  ollamaChat,
  ollamaEmbeddings,
  chatCompletions,
  responses,
  containerFiles,
  completions,
  embeddings,
  cohereEmbed,
  rerank,
  moderations,
  transcriptions,
]

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

/**
 * The loopback address the fake model server listens on, apart from 127.0.0.1 where tests serve pages
 * and APIs: test setups allow it as an operator allows a local model server (UNIKFLOW_OUTBOUND_ALLOWLIST),
 * and a loopback page on 127.0.0.1 is still refused where a test expects the guard to refuse it.
 */
export const FAKE_MODEL_HOST = '127.0.0.2'

/**
 * An OpenAI-compatible server on loopback: chat (streamed or not, tool calls), embeddings, moderation,
 * transcription. The same port also answers Anthropic's Messages API (`/v1/messages`), Ollama's
 * `/api/chat`, `/api/embed` and `/api/embeddings`, Gemini's generateContent / streamGenerateContent, Cohere's
 * `/v1/embed` and any `…/rerank` (Cohere, Azure AI Foundry, Jina, Voyage AI: fake-embed-rerank-routes.ts);
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
      const request: FakeRequest = {
        method: req.method ?? 'GET',
        path,
        body,
        res,
        answer: async (chat) => queued.shift() ?? (await responder(chat)),
        nextId: () => ++counter,
      }
      for (const route of ROUTES) if (await route(request)) return
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
