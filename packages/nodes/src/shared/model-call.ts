import { randomUUID } from 'node:crypto'
import type { BaseLanguageModel } from '@langchain/core/language_models/base'
import type { BaseMessage } from '@langchain/core/messages'
import type { BasePromptValueInterface } from '@langchain/core/prompt_values'
import type { TChatMessage, TNodeContext } from '../context'
import { inlineHandler } from './model-usage'
import { prefersStreaming } from './stream-when-read'
import { lazyImport } from './lazy-import'
import { callTextDirectly } from './chat-completions-direct'
import { imagePartsFor, withImages } from './vision'
import { PlainChatModel } from './openai-chat-model'

const langchainCoreMessages = lazyImport(() => import('@langchain/core/messages'))

/** The text of a model's answer (chat message or plain string). */
export function answerText(output: unknown): string {
  if (typeof output === 'string') return output
  if (output && typeof output === 'object' && 'content' in output) {
    const { content } = output
    if (typeof content === 'string') return content
    if (Array.isArray(content))
      return content
        .map((p: unknown) => (p && typeof p === 'object' && 'text' in p ? String(p.text) : ''))
        .join('')
  }
  return ''
}

/**
 * Calls a model with the run's abort signal; streams tokens to the caller when `stream` is set. A model's
 * stand-in (`PlainChatModel`) is built into its LangChain model only when the call cannot be made directly.
 */
export async function callModel(
  ctx: TNodeContext,
  modelOrStandIn: BaseLanguageModel | PlainChatModel,
  input: BasePromptValueInterface | BaseMessage[] | string,
  stream: boolean,
): Promise<string> {
  const streamed = stream && ctx.isStreaming
  // A plain text call is made without LangChain (chat-completions-direct.ts); images are added below.
  if (imagePartsFor(ctx, modelOrStandIn).length === 0) {
    const text = await callTextDirectly(ctx, modelOrStandIn, input, streamed)
    if (text !== undefined) return text
  }
  const model = modelOrStandIn instanceof PlainChatModel ? await modelOrStandIn.toLangChain() : modelOrStandIn
  const tokens = inlineHandler('tokens', {
    // LangChain streams this call for a handler that prefers it (see stream-when-read.ts).
    lc_prefer_streaming: prefersStreaming(model),
    handleLLMNewToken: (token: string) => (token ? ctx.emitToken(token) : undefined),
  })
  const callbacks = streamed ? [tokens] : []
  // Our run id: LangChain would make a UUID v7 from 16 bytes of Web Crypto per call (~1 % of the server's
  // CPU per prediction); Node's randomUUID takes them from a buffer it fills 128 ids at a time.
  const sent = await withChatImages(ctx, model, input)
  const output: unknown = await model.invoke(sent, { signal: ctx.signal, callbacks, runId: randomUUID() })
  return answerText(output)
}

/** The input as messages with the chat's images, when the model sees images and the chat sent some. */
async function withChatImages(
  ctx: TNodeContext,
  model: BaseLanguageModel,
  input: BasePromptValueInterface | BaseMessage[] | string,
): Promise<BasePromptValueInterface | BaseMessage[] | string> {
  if (imagePartsFor(ctx, model).length === 0) return input
  const { HumanMessage } = await langchainCoreMessages()
  const messages =
    typeof input === 'string'
      ? [new HumanMessage(input)]
      : Array.isArray(input)
        ? input
        : input.toChatMessages()
  return withImages(ctx, model, messages)
}

/** Stored chat turns as LangChain messages. */
export async function toLangChainMessages(messages: readonly TChatMessage[]): Promise<BaseMessage[]> {
  const { AIMessage, HumanMessage } = await langchainCoreMessages()
  return messages.map((m) =>
    m.role === 'userMessage' ? new HumanMessage(m.content) : new AIMessage(m.content),
  )
}

/** Chat history as `Human: …\nAI: …` lines, as Flowise's `{{chat_history}}` and rephrase prompts expect. */
export function historyText(messages: readonly TChatMessage[]): string {
  return messages.map((m) => `${m.role === 'userMessage' ? 'Human' : 'AI'}: ${m.content}`).join('\n')
}
