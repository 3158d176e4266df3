import type { CallbackManagerForLLMRun } from '@langchain/core/callbacks/manager'
import type { BaseChatModel as TBaseChatModel } from '@langchain/core/language_models/chat_models'
import type { BaseMessage } from '@langchain/core/messages'
import type { ChatGenerationChunk as TChatGenerationChunk, ChatResult } from '@langchain/core/outputs'
import { readEventStream } from './event-stream'
import { signRequest, type TAwsCredentials } from './sigv4'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsChatModels = lazyImport(
  () => import('@langchain/core/language_models/chat_models'),
)
const langchainCoreMessages = lazyImport(() => import('@langchain/core/messages'))
const langchainCoreOutputs = lazyImport(() => import('@langchain/core/outputs'))

export interface TBedrockSettings {
  region: string
  model: string
  /** Bedrock runtime's base URL; empty for `https://bedrock-runtime.<region>.amazonaws.com`. */
  endpoint: string
  credentials: TAwsCredentials
  temperature?: number
  maxTokens?: number
  stop?: string[]
  streaming: boolean
  fetch: typeof fetch
}

type TConverseMessage = { role: 'user' | 'assistant'; content: { text: string }[] }

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v)
}

/** The text of a message (text parts of a multi-part one). */
const textOf = (m: BaseMessage) =>
  typeof m.content === 'string'
    ? m.content
    : m.content
        .map((part) => (part.type === 'text' && typeof part.text === 'string' ? part.text : ''))
        .join('')

/** Converse's body: system prompts apart, consecutive turns of one role joined (Converse alternates roles). */
export function converseBody(messages: BaseMessage[], settings: TBedrockSettings) {
  const system: { text: string }[] = []
  const turns: TConverseMessage[] = []
  for (const m of messages) {
    const text = textOf(m)
    if (m.getType() === 'system') {
      if (text) system.push({ text })
      continue
    }
    const role = m.getType() === 'ai' ? 'assistant' : 'user'
    const last = turns.at(-1)
    if (last?.role === role) last.content.push({ text })
    else turns.push({ role, content: [{ text }] })
  }
  const inferenceConfig = {
    ...(settings.maxTokens === undefined ? {} : { maxTokens: settings.maxTokens }),
    ...(settings.temperature === undefined ? {} : { temperature: settings.temperature }),
    ...(settings.stop?.length ? { stopSequences: settings.stop } : {}),
  }
  return { messages: turns, ...(system.length ? { system } : {}), inferenceConfig }
}

/**
 * A LangChain chat model over Bedrock's Converse API (`POST /model/<id>/converse`, and
 * `converse-stream` when streaming), each request signed with SigV4 for the `bedrock` service.
 */
export async function createBedrockChatModel(settings: TBedrockSettings): Promise<TBaseChatModel> {
  const [{ BaseChatModel }, { AIMessage, AIMessageChunk }, { ChatGenerationChunk }] = await Promise.all([
    langchainCoreLanguageModelsChatModels(),
    langchainCoreMessages(),
    langchainCoreOutputs(),
  ])
  const base = (settings.endpoint || `https://bedrock-runtime.${settings.region}.amazonaws.com`).replace(
    /\/+$/,
    '',
  )
  const call = async (
    action: 'converse' | 'converse-stream',
    messages: BaseMessage[],
    signal?: AbortSignal,
  ) => {
    const url = `${base}/model/${encodeURIComponent(settings.model)}/${action}`
    const body = JSON.stringify(converseBody(messages, settings))
    const headers = signRequest({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      body,
      region: settings.region,
      service: 'bedrock',
      credentials: settings.credentials,
    })
    const res = await settings.fetch(url, { method: 'POST', headers, body, ...(signal ? { signal } : {}) })
    if (!res.ok) throw new Error(`AWS Bedrock answered ${res.status}: ${(await res.text()).slice(0, 300)}`)
    return res
  }

  class ChatBedrockConverse extends BaseChatModel {
    _llmType(): string {
      return 'bedrock-converse'
    }

    async _generate(
      messages: BaseMessage[],
      options: this['ParsedCallOptions'],
      runManager?: CallbackManagerForLLMRun,
    ): Promise<ChatResult> {
      if (settings.streaming) {
        let text = ''
        for await (const chunk of this._streamResponseChunks(messages, options, runManager))
          text += chunk.text
        return { generations: [{ text, message: new AIMessage(text) }] }
      }
      const answer: unknown = await (await call('converse', messages, options.signal)).json()
      const output = isRecord(answer) && isRecord(answer.output) ? answer.output : {}
      const content =
        isRecord(output.message) && Array.isArray(output.message.content) ? output.message.content : []
      const text = content.map((c) => (isRecord(c) && typeof c.text === 'string' ? c.text : '')).join('')
      const usage = isRecord(answer) && isRecord(answer.usage) ? answer.usage : {}
      return {
        generations: [{ text, message: new AIMessage(text) }],
        llmOutput: {
          tokenUsage: {
            promptTokens: Number(usage.inputTokens ?? 0),
            completionTokens: Number(usage.outputTokens ?? 0),
            totalTokens: Number(usage.totalTokens ?? 0),
          },
        },
      }
    }

    override async *_streamResponseChunks(
      messages: BaseMessage[],
      options: this['ParsedCallOptions'],
      runManager?: CallbackManagerForLLMRun,
    ): AsyncGenerator<TChatGenerationChunk> {
      const res = await call('converse-stream', messages, options.signal)
      if (!res.body) return
      const decoder = new TextDecoder()
      for await (const event of readEventStream(res.body)) {
        const payload: unknown = JSON.parse(decoder.decode(event.payload) || '{}')
        if (event.headers[':message-type'] === 'exception')
          throw new Error(`AWS Bedrock: ${isRecord(payload) ? String(payload.message) : 'stream failed'}`)
        if (event.headers[':event-type'] !== 'contentBlockDelta' || !isRecord(payload)) continue
        const text =
          isRecord(payload.delta) && typeof payload.delta.text === 'string' ? payload.delta.text : ''
        if (!text) continue
        yield new ChatGenerationChunk({ text, message: new AIMessageChunk({ content: text }) })
        await runManager?.handleLLMNewToken(text)
      }
    }
  }
  return new ChatBedrockConverse({})
}
