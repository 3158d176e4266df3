import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type { TChatMessage, TFlowiseChatMessage, ZFlowiseChatMessageQuery } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { listFlowMessages } from './chat-messages.repository'
import type { FlowOfUnik } from './chat-messages.service'

const DAY = /^\d{4}-\d{2}-\d{2}$/
const dayStart = (d: string | undefined) => (d && DAY.test(d) ? `${d}T00:00:00.000Z` : d)
const dayEnd = (d: string | undefined) => (d && DAY.test(d) ? `${d}T23:59:59.999Z` : d)

function toFlowise(message: TChatMessage): TFlowiseChatMessage {
  const { chatflowId, ...rest } = message
  const executed = message.agentFlowExecutedData
  // Flowise's UI and clients read an Agentflow v2 answer's steps from its joined execution.
  const execution = executed?.length ? { execution: { executionData: JSON.stringify(executed) } } : {}
  return { ...rest, chatflowid: chatflowId, ...execution }
}

function hasFeedback(message: TChatMessage, rating: string | undefined): boolean {
  return message.feedback !== null && (!rating || message.feedback.rating === rating)
}

/** Flowise's `GET /chatmessage/:id`: the flow's messages as one list, oldest first unless DESC. */
export async function listFlowiseChatMessages(
  db: Kysely<DB>,
  target: FlowOfUnik,
  query: z.output<typeof ZFlowiseChatMessageQuery>,
): Promise<TFlowiseChatMessage[]> {
  let messages = await listFlowMessages(db, target, {
    chatTypes: query.chatType,
    startDate: dayStart(query.startDate),
    endDate: dayEnd(query.endDate),
    sessionId: query.sessionId,
    chatId: query.chatId,
  })
  if (query.messageId) messages = messages.filter((m) => m.id === query.messageId)
  if (query.feedback === 'true') messages = messages.filter((m) => hasFeedback(m, query.feedbackType))
  if ((query.order ?? query.sort) === 'DESC') messages.reverse()
  return messages.map(toFlowise)
}
