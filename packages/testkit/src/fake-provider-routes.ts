import { anthropicToChatRequest, writeAnthropicReply } from './fake-anthropic'
import { unsentBuiltInTool } from './fake-built-in-tools'
import { fakeEmbedding } from './fake-embedding'
import { geminiToChatRequest, matchGeminiPath, writeGeminiReply } from './fake-gemini'
import { writeOllamaChat } from './fake-ollama'
import type { ChatRequest } from './fake-openai-types'
import { fail, json, type FakeRequest } from './fake-route'

// The other providers the fake model server answers on its port, from the same queue and responder.

/** Anthropic's Messages API. */
export async function anthropicMessages(r: FakeRequest): Promise<boolean> {
  if (r.path !== '/v1/messages') return false
  const chat = anthropicToChatRequest(r.body as Parameters<typeof anthropicToChatRequest>[0])
  const reply = await r.answer(chat)
  const refused = unsentBuiltInTool(chat, reply)
  if (refused) fail(r.res, refused)
  else if ('error' in reply) fail(r.res, reply)
  else if (!('hang' in reply || 'stall' in reply))
    writeAnthropicReply(r.res, `msg_${r.nextId()}`, chat.model, reply, chat.stream === true)
  return true
}

/** Gemini's generateContent and streamGenerateContent. */
export async function geminiGenerateContent(r: FakeRequest): Promise<boolean> {
  const gemini = matchGeminiPath(r.path)
  if (!gemini) return false
  const chat = geminiToChatRequest(
    r.body as Parameters<typeof geminiToChatRequest>[0],
    gemini.model,
    gemini.stream,
  )
  const reply = await r.answer(chat)
  const refused = unsentBuiltInTool(chat, reply)
  if (refused) fail(r.res, refused)
  else if ('error' in reply) fail(r.res, reply)
  else if (!('hang' in reply || 'stall' in reply)) writeGeminiReply(r.res, reply, gemini.stream)
  return true
}

/** Ollama's /api/chat. */
export async function ollamaChat(r: FakeRequest): Promise<boolean> {
  if (r.path !== '/api/chat') return false
  const chat = r.body as ChatRequest
  const reply = await r.answer(chat)
  if ('error' in reply) fail(r.res, reply)
  else if (!('hang' in reply || 'stall' in reply)) writeOllamaChat(r.res, chat, reply)
  return true
}

/** Ollama's /api/embed (a list) and its older /api/embeddings (one prompt). */
export function ollamaEmbeddings(r: FakeRequest): boolean {
  if (r.path !== '/api/embed' && r.path !== '/api/embeddings') return false
  const { model, input, prompt } = r.body as { model: string; input?: string | string[]; prompt?: string }
  if (r.path === '/api/embeddings') json(r.res, 200, { embedding: fakeEmbedding(String(prompt ?? '')) })
  else {
    const texts = Array.isArray(input) ? input : [String(input ?? '')]
    json(r.res, 200, { model, embeddings: texts.map((t) => fakeEmbedding(t)) })
  }
  return true
}
