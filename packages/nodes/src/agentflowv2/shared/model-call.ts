import type { BaseChatModel } from '@langchain/core/language_models/chat_models'
import type { AIMessageChunk, BaseMessage } from '@langchain/core/messages'
import type { TAgentflowContext } from './v2-runtime'
import { callTextDirectly } from '../../shared/chat-completions-direct'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreMessages = lazyImport(() => import('@langchain/core/messages'))

type TInvokable = Pick<BaseChatModel, 'invoke' | 'stream'>

/** A chunk's text: its string, or its text parts (Anthropic with tools, OpenAI's Responses API). */
function chunkText(content: AIMessageChunk['content']): string {
  if (typeof content === 'string') return content
  return content
    .map((part) => (part.type === 'text' && typeof part.text === 'string' ? part.text : ''))
    .join('')
}

/**
 * One model call; when this node's answer is the one the user sees, its tokens stream as they come
 * (only the last node of a branch streams). The chunks are joined into the whole message either way.
 */
export async function callModel(
  ctx: TAgentflowContext,
  model: TInvokable,
  messages: BaseMessage[],
): Promise<BaseMessage> {
  // A plain text call is made without LangChain (chat-completions-direct.ts): tools, structured output
  // and images make a model or message it does not read, and go through LangChain below.
  const text = await callTextDirectly(ctx, model, messages, ctx.isStreaming)
  if (text !== undefined) {
    const { AIMessage } = await langchainCoreMessages()
    return new AIMessage(text)
  }
  if (!ctx.isStreaming) return model.invoke(messages, { signal: ctx.signal })
  let whole: AIMessageChunk | undefined
  for await (const chunk of await model.stream(messages, { signal: ctx.signal })) {
    const text = chunkText(chunk.content)
    if (text) ctx.emitToken(text)
    whole = whole ? whole.concat(chunk) : chunk
  }
  if (!whole) throw new Error('The model answered nothing')
  return whole
}
