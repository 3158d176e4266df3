import type { BaseChatModel } from '@langchain/core/language_models/chat_models'
import type { AIMessageChunk, BaseMessage } from '@langchain/core/messages'
import type { TAgentflowContext } from './v2-runtime'

type TInvokable = Pick<BaseChatModel, 'invoke' | 'stream'>

/**
 * One model call; when this node's answer is the one the user sees, its tokens stream as they come
 * (only the last node of a branch streams). The chunks are joined into the whole message either way.
 */
export async function callModel(
  ctx: TAgentflowContext,
  model: TInvokable,
  messages: BaseMessage[],
): Promise<BaseMessage> {
  if (!ctx.isStreaming) return model.invoke(messages, { signal: ctx.signal })
  let whole: AIMessageChunk | undefined
  for await (const chunk of await model.stream(messages, { signal: ctx.signal })) {
    if (typeof chunk.content === 'string' && chunk.content) ctx.emitToken(chunk.content)
    whole = whole ? whole.concat(chunk) : chunk
  }
  if (!whole) throw new Error('The model answered nothing')
  return whole
}
