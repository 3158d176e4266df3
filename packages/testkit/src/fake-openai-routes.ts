import { unsentBuiltInTool } from './fake-built-in-tools'
import { fakeEmbedding } from './fake-embedding'
import { completionAsChat, writeCompletion, type CompletionRequest } from './fake-openai-completions'
import { FAKE_USAGE, writeStalledReply, writeStreamedReply } from './fake-openai-sse'
import type { ChatRequest } from './fake-openai-types'
import { fail, json, type FakeRequest } from './fake-route'

/** GET …/models: the one model the fake serves. */
export function models(r: FakeRequest): boolean {
  if (r.method !== 'GET' || !r.path.endsWith('/models')) return false
  json(r.res, 200, { object: 'list', data: [{ id: 'gpt-4o-mini', object: 'model', owned_by: 'fake' }] })
  return true
}

/** …/chat/completions: streamed or not, text or tool calls, or a stall, a hang or an error. */
export async function chatCompletions(r: FakeRequest): Promise<boolean> {
  if (!r.path.endsWith('/chat/completions')) return false
  const chat = r.body as ChatRequest
  const reply = await r.answer(chat)
  const id = `chatcmpl-${r.nextId()}`
  // Chat Completions run no built-in tool: a client sends those through the Responses API.
  const refused = unsentBuiltInTool(chat, reply)
  if (refused) fail(r.res, refused)
  else if ('error' in reply) fail(r.res, reply)
  else if ('hang' in reply) return true
  else if ('stall' in reply) writeStalledReply(r.res, id, chat.model, reply.stall)
  else if (chat.stream)
    writeStreamedReply(r.res, id, chat.model, reply, chat.stream_options?.include_usage === true)
  else {
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
    json(r.res, 200, {
      id,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: chat.model,
      choices: [{ index: 0, message, finish_reason: 'content' in reply ? 'stop' : 'tool_calls' }],
      usage: FAKE_USAGE,
    })
  }
  return true
}

/** …/completions, the legacy text completion API. */
export async function completions(r: FakeRequest): Promise<boolean> {
  if (!r.path.endsWith('/completions')) return false
  const request = r.body as CompletionRequest
  const reply = await r.answer(completionAsChat(request))
  if ('error' in reply) fail(r.res, reply)
  else if ('content' in reply) writeCompletion(r.res, `cmpl-${r.nextId()}`, request, reply.content)
  return true
}

/** …/embeddings, as floats or as base64 float32. */
export function embeddings(r: FakeRequest): boolean {
  if (!r.path.endsWith('/embeddings')) return false
  const { input, encoding_format: format } = r.body as { input: string | string[]; encoding_format?: string }
  const texts = Array.isArray(input) ? input : [input]
  // The OpenAI SDK asks for base64 (little-endian float32) unless told otherwise, as the real API answers it.
  const encode = (v: number[]) =>
    format === 'base64' ? Buffer.from(new Float32Array(v).buffer).toString('base64') : v
  json(r.res, 200, {
    object: 'list',
    data: texts.map((t, index) => ({
      object: 'embedding',
      index,
      embedding: encode(fakeEmbedding(String(t))),
    })),
    model: 'text-embedding-3-small',
    usage: { prompt_tokens: texts.length, total_tokens: texts.length },
  })
  return true
}

/** …/moderations: violent words are flagged. */
export function moderations(r: FakeRequest): boolean {
  if (!r.path.endsWith('/moderations')) return false
  const input = String((r.body as { input: string | string[] }).input)
  const flagged = /\b(kill|attack|violence)\b/i.test(input)
  json(r.res, 200, {
    id: 'modr-1',
    model: 'omni-moderation-latest',
    results: [
      { flagged, categories: { violence: flagged }, category_scores: { violence: flagged ? 0.99 : 0.01 } },
    ],
  })
  return true
}

/** …/audio/transcriptions: every recording says the same. */
export function transcriptions(r: FakeRequest): boolean {
  if (!r.path.endsWith('/audio/transcriptions')) return false
  json(r.res, 200, { text: 'transcribed audio' })
  return true
}
