import type { BaseChatModel } from '@langchain/core/language_models/chat_models'
import type { BaseMessage } from '@langchain/core/messages'
import { getNumber } from '../../shared/read-inputs'
import { summarisedPast } from './summary-memory'
import { inputText, rowsOf, textOf } from './v2-read'
import type { TAgentflowContext, TFlowMessage } from './v2-runtime'

type TMessages = typeof import('@langchain/core/messages')

export function toLangChain(lc: TMessages, message: TFlowMessage): BaseMessage {
  switch (message.role) {
    case 'system':
    case 'developer':
      return new lc.SystemMessage(message.content)
    case 'assistant':
      return new lc.AIMessage(message.content)
    case 'user':
      return new lc.HumanMessage(message.content)
  }
}

/** The node's own messages (`<prefix>Messages` rows), in order. */
export function declaredMessages(ctx: TAgentflowContext, input: string): TFlowMessage[] {
  return rowsOf(ctx, input).flatMap((row) => {
    const content = textOf(row.content).trim()
    const role = textOf(row.role)
    if (!content) return []
    if (role === 'system' || role === 'developer' || role === 'assistant' || role === 'user')
      return [{ role, content }]
    return [{ role: 'user' as const, content }]
  })
}

/**
 * What an LLM or Agent node sends, as Flowise builds it: its own messages, then (memory on) the session's
 * earlier turns — all, the last `window`, or summarised by `model` (summary-memory.ts) — and this run's
 * conversation, then the input message (or, memory off, the question).
 */
export async function conversationFor(
  ctx: TAgentflowContext,
  prefix: string,
  model: BaseChatModel,
): Promise<TFlowMessage[]> {
  const own = declaredMessages(ctx, `${prefix}Messages`)
  const userMessage = inputText(ctx, `${prefix}UserMessage`)
  if (!memoryEnabled(ctx, prefix)) return [...own, { role: 'user', content: userMessage || ctx.question }]
  const past = await pastFor(ctx, prefix, own, model)
  const run = [...ctx.runMessages]
  return [...own, ...past, ...run, ...(userMessage ? [{ role: 'user' as const, content: userMessage }] : [])]
}

/** `<prefix>EnableMemory`: on unless turned off. */
export const memoryEnabled = (ctx: TAgentflowContext, prefix: string) =>
  ctx.inputs[`${prefix}EnableMemory`] !== false && ctx.inputs[`${prefix}EnableMemory`] !== 'false'

/** The session's earlier turns as `<prefix>MemoryType` keeps them: all, the last window, or summarised. */
export async function pastFor(
  ctx: TAgentflowContext,
  prefix: string,
  own: readonly TFlowMessage[],
  model: BaseChatModel,
): Promise<TFlowMessage[]> {
  const past: TFlowMessage[] = ctx.pastMessages.map((m) => ({
    role: m.role === 'userMessage' ? 'user' : 'assistant',
    content: m.content,
  }))
  const type = inputText(ctx, `${prefix}MemoryType`)
  if (type === 'windowSize') {
    const size = getNumber(ctx, `${prefix}MemoryWindowSize`, 20)
    return size > 0 ? past.slice(-size) : []
  }
  if (type === 'conversationSummary' || type === 'conversationSummaryBuffer')
    return summarisedPast(ctx, prefix, past, [...own], model)
  return past
}

/** "Return Response As": later nodes see this node's answer as a user or an assistant message. */
export function answerMessage(ctx: TAgentflowContext, input: string, content: string): TFlowMessage {
  return { role: inputText(ctx, input) === 'assistantMessage' ? 'assistant' : 'user', content }
}

/** A model answer's text (string content, or the text parts of a list). */
export function answerText(message: BaseMessage): string {
  const { content } = message
  if (typeof content === 'string') return content
  return content.map((part) => ('text' in part && typeof part.text === 'string' ? part.text : '')).join('')
}
