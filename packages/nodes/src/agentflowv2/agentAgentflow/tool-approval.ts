import type { BaseMessage, ToolCall } from '@langchain/core/messages'
import type { TUsedTool } from '../../context'
import type { TAgentflowContext } from '../shared/v2-runtime'

type TMessages = typeof import('@langchain/core/messages')

/** What an Agent keeps while its tool calls wait for a person: the conversation so far, as stored messages. */
export type TApprovalPause = { readonly messages: unknown[]; readonly used: unknown[] }

export function pauseForApproval(
  lc: TMessages,
  messages: BaseMessage[],
  calls: readonly ToolCall[],
  used: readonly unknown[],
) {
  return {
    description: `Run ${calls.map((c) => c.name).join(', ')}?`,
    toolCalls: calls.map((c) => ({ name: c.name, args: c.args })),
    data: {
      messages: lc.mapChatMessagesToStoredMessages(messages),
      used: [...used],
    } satisfies TApprovalPause,
  }
}

function isApprovalPause(value: unknown): value is TApprovalPause {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray(Reflect.get(value, 'messages')) &&
    Array.isArray(Reflect.get(value, 'used'))
  )
}

/**
 * The conversation an Agent paused with (its last message holds the waiting tool calls), or undefined
 * when the run did not resume at this Agent.
 */
export function resumedConversation(
  lc: TMessages,
  ctx: TAgentflowContext,
): { messages: BaseMessage[]; used: TUsedTool[] } | undefined {
  if (!ctx.humanDecision || !isApprovalPause(ctx.resumeData)) return undefined
  const { messages, used } = ctx.resumeData
  const stored = messages as Parameters<typeof lc.mapStoredMessagesToChatMessages>[0] // written by pauseForApproval
  return { messages: lc.mapStoredMessagesToChatMessages(stored), used: used.filter(isUsedTool) }
}

function isUsedTool(value: unknown): value is TUsedTool {
  return typeof value === 'object' && value !== null && typeof Reflect.get(value, 'tool') === 'string'
}
