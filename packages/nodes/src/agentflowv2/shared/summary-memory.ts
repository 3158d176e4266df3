import type { BaseChatModel } from '@langchain/core/language_models/chat_models'
import { getNumber } from '../../shared/read-inputs'
import { countTokens } from '../../shared/local-tokenizer'
import { answerText } from '../../shared/model-call'
import type { TAgentflowContext, TFlowMessage } from './v2-runtime'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreMessages = lazyImport(() => import('@langchain/core/messages'))

const linesOf = (messages: readonly TFlowMessage[]) =>
  messages.map((m) => `${m.role}: ${m.content}`).join('\n')

/** The node's own model, asked once (not streamed) to condense earlier turns of the session. */
async function summarise(
  ctx: TAgentflowContext,
  model: BaseChatModel,
  messages: readonly TFlowMessage[],
): Promise<string> {
  const { HumanMessage } = await langchainCoreMessages()
  const prompt =
    'Write a short summary of the conversation below. Keep the facts, names, numbers, decisions and ' +
    'open questions; leave out small talk. Answer with the summary only.\n\n' +
    linesOf(messages)
  return answerText(await model.invoke([new HumanMessage(prompt)], { signal: ctx.signal }))
}

/**
 * "Conversation Summary" and "Conversation Summary Buffer" memory (Flowise's semantics): the first sends
 * one summary of all earlier turns in their place (as an assistant message); the second keeps the latest
 * turns whose text fits `<prefix>MemoryMaxTokenLimit` tokens (default 2000) and sends a summary of the
 * older ones before them — as a system message, or a user message when the node has a system message
 * of its own (some models take only one).
 */
export async function summarisedPast(
  ctx: TAgentflowContext,
  prefix: string,
  past: readonly TFlowMessage[],
  own: readonly TFlowMessage[],
  model: BaseChatModel,
): Promise<TFlowMessage[]> {
  if (past.length === 0) return []
  const type = ctx.inputs[`${prefix}MemoryType`]
  if (type === 'conversationSummary')
    return [{ role: 'assistant', content: await summarise(ctx, model, past) }]
  const limit = getNumber(ctx, `${prefix}MemoryMaxTokenLimit`, 2000)
  const kept = [...past]
  const older: TFlowMessage[] = []
  while (kept.length > 0 && (await countTokens(linesOf(kept))) > limit) {
    const first = kept.shift()
    if (first) older.push(first)
  }
  if (older.length === 0) return kept
  const role = own.some((m) => m.role === 'system') ? 'user' : 'system'
  const summary = await summarise(ctx, model, older)
  return [{ role, content: `Summary of the earlier conversation: ${summary}` }, ...kept]
}
