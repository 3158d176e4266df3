import type { BaseChatModel as TBaseChatModel } from '@langchain/core/language_models/chat_models'
import type { BaseMessage } from '@langchain/core/messages'
import { isRecord } from '@unikflow/graph'
import { lazyImport } from '../../shared/lazy-import'
import { BODY_LIMITS, readBodyJson, readBodyText } from '../../shared/read-body'

const langchainCore = lazyImport(async () => ({
  ...(await import('@langchain/core/language_models/chat_models')),
  ...(await import('@langchain/core/messages')),
  ...(await import('@langchain/core/outputs')),
}))

export type TNemoGuardrailsOptions = {
  /** The server's `/v1/chat/completions` URL. */
  readonly url: string
  readonly configId: string
  /** The run's guarded, timed model fetch. */
  readonly fetch: typeof globalThis.fetch
}

/** A message as the Guardrails server reads it: a person's, the instructions', or the assistant's (tool results too). */
function wireMessage(message: BaseMessage): { role: string; content: string } {
  const type = message.getType()
  const role = type === 'human' ? 'user' : type === 'system' ? 'system' : 'assistant'
  return { role, content: message.text }
}

/** The answer's text: the server's `messages`, or the `choices` of servers answering in OpenAI's shape. */
function answerText(answer: unknown): string {
  if (!isRecord(answer)) return ''
  const contentOf = (m: unknown) => (isRecord(m) && typeof m.content === 'string' ? m.content : '')
  if (Array.isArray(answer.messages)) return answer.messages.map(contentOf).join('')
  const [choice] = Array.isArray(answer.choices) ? answer.choices : []
  return isRecord(choice) ? contentOf(choice.message) : ''
}

/** The text of one streamed piece: raw text as the server streams it, or an SSE `data:` event's delta. */
function* streamedTexts(piece: string, sse: boolean): Generator<string> {
  if (!sse) return yield piece
  for (const line of piece.split('\n')) {
    const data = line.startsWith('data:') ? line.slice(5).trim() : ''
    if (!data || data === '[DONE]') continue
    let event: unknown
    try {
      event = JSON.parse(data)
    } catch {
      yield data
      continue
    }
    const [choice] = isRecord(event) && Array.isArray(event.choices) ? event.choices : []
    const delta = isRecord(choice) && isRecord(choice.delta) ? choice.delta.content : undefined
    if (typeof delta === 'string' && delta) yield delta
  }
}

/**
 * A LangChain chat model of our own over a NeMo Guardrails server: the conversation goes to the server with
 * the configuration's id, and its rails and model answer. Streamed answers are read as they come (plain
 * text chunks, or SSE events from servers speaking OpenAI's format).
 */
export async function nemoGuardrailsChat(options: TNemoGuardrailsOptions): Promise<TBaseChatModel> {
  const { BaseChatModel, AIMessage, AIMessageChunk, ChatGenerationChunk } = await langchainCore()
  const ask = async (messages: BaseMessage[], stream: boolean, signal: AbortSignal | undefined) => {
    const res = await options.fetch(options.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ config_id: options.configId, messages: messages.map(wireMessage), stream }),
      ...(signal ? { signal } : {}),
    })
    if (!res.ok) {
      const detail = (await readBodyText(res, { maxBytes: 2048, beyond: 'cut' })).slice(0, 300)
      throw new Error(`NeMo Guardrails answered HTTP ${res.status}${detail ? `: ${detail}` : ''}`)
    }
    return res
  }
  class NemoGuardrailsChat extends BaseChatModel {
    _llmType() {
      return 'nemo-guardrails'
    }
    override _identifyingParams() {
      return { configId: options.configId }
    }
    async _generate(messages: BaseMessage[], callOptions: this['ParsedCallOptions']) {
      const res = await ask(messages, false, callOptions.signal)
      const text = answerText(await readBodyJson(res, BODY_LIMITS.apiJson, 'NeMo Guardrails’ answer'))
      return { generations: [{ text, message: new AIMessage(text) }] }
    }
    override async *_streamResponseChunks(
      messages: BaseMessage[],
      callOptions: this['ParsedCallOptions'],
      runManager?: Parameters<TBaseChatModel['_streamResponseChunks']>[2],
    ) {
      const res = await ask(messages, true, callOptions.signal)
      const sse = (res.headers.get('content-type') ?? '').includes('text/event-stream')
      const reader = res.body?.getReader()
      const decoder = new TextDecoder()
      let pending = ''
      for (let done = !reader; !done;) {
        const read = reader ? await reader.read() : undefined
        done = !read || read.done
        pending += read?.value ? decoder.decode(read.value, { stream: true }) : decoder.decode()
        // SSE events are read whole (up to their blank line); plain text as it comes.
        const cut = done || !sse ? pending.length : pending.lastIndexOf('\n\n') + 1
        const piece = pending.slice(0, cut)
        pending = pending.slice(cut)
        for (const text of streamedTexts(piece, sse)) {
          if (!text) continue
          yield new ChatGenerationChunk({ text, message: new AIMessageChunk(text) })
          await runManager?.handleLLMNewToken(text)
        }
      }
    }
  }
  return new NemoGuardrailsChat({})
}
