import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type {
  TChatMessage,
  TChatMessageFeedback,
  TChatSession,
  TChatSessionList,
  TFeedbackBody,
  TRun,
  TRunSummary,
  ZChatMessageDeleteQuery,
  ZChatMessageListQuery,
} from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { NotFoundError } from '../../errors/app-error'
import { chatflowExists } from '../chatflows/chatflows.repository'
import { deleteFlowMessages, findMessageChat, listFlowMessages } from './chat-messages.repository'
import { listFlowFeedback, upsertFeedback } from './feedback.repository'
import { findRunTrace, listRunTraces } from './run-traces.repository'
// Runs store their traces behind their answers: a read waits for those already answered.
import { storedSoFar } from '../../db/group-commit'

/** A flow of the unik the policy hook vouched for. */
export interface FlowOfUnik {
  unikId: string
  flowId: string
}

async function requireFlow(db: Kysely<DB>, target: FlowOfUnik): Promise<void> {
  if (!(await chatflowExists(db, target.unikId, target.flowId))) throw new NotFoundError('Chatflow not found')
}

const DAY = /^\d{4}-\d{2}-\d{2}$/
const dayStart = (d: string | undefined) => (d && DAY.test(d) ? `${d}T00:00:00.000Z` : d)
const dayEnd = (d: string | undefined) => (d && DAY.test(d) ? `${d}T23:59:59.999Z` : d)

function groupByChat(messages: TChatMessage[]): TChatSession[] {
  const sessions = new Map<string, TChatSession>()
  for (const m of messages) {
    const session = sessions.get(m.chatId)
    if (session) {
      session.messages.push(m)
      session.lastDate = m.createdDate
      continue
    }
    sessions.set(m.chatId, {
      chatId: m.chatId,
      sessionId: m.sessionId,
      chatType: m.chatType,
      firstDate: m.createdDate,
      lastDate: m.createdDate,
      messages: [m],
    })
  }
  return [...sessions.values()].sort((a, b) => b.lastDate.localeCompare(a.lastDate))
}

/** The View messages dialog: conversations (by chat id), most recent first, each oldest message first. */
export async function listChatSessions(
  db: Kysely<DB>,
  target: FlowOfUnik,
  query: z.output<typeof ZChatMessageListQuery>,
): Promise<TChatSessionList> {
  await requireFlow(db, target)
  const messages = await listFlowMessages(db, target, {
    chatTypes: query.chatType,
    startDate: dayStart(query.startDate),
    endDate: dayEnd(query.endDate),
    sessionId: query.sessionId,
    chatId: query.chatId,
  })
  let sessions = groupByChat(messages)
  if (query.feedback === 'true')
    sessions = sessions.filter((s) =>
      s.messages.some((m) => m.feedback && (!query.feedbackType || m.feedback.rating === query.feedbackType)),
    )
  return { sessions, messageCount: sessions.reduce((n, s) => n + s.messages.length, 0) }
}

export async function deleteChatMessages(
  db: Kysely<DB>,
  target: FlowOfUnik,
  query: z.output<typeof ZChatMessageDeleteQuery>,
): Promise<number> {
  await requireFlow(db, target)
  return deleteFlowMessages(
    db,
    target,
    { chatId: query.chatId, sessionId: query.sessionId, chatTypes: query.chatType },
    query.hardDelete === 'true',
  )
}

/** Thumbs and text on an answer of this flow's chat `chatId`; given again, it replaces the first. */
export async function giveFeedback(
  db: Kysely<DB>,
  target: FlowOfUnik,
  body: TFeedbackBody,
): Promise<TChatMessageFeedback> {
  const message = await findMessageChat(db, target, body.messageId)
  if (!message || message.chatId !== body.chatId || message.role !== 'apiMessage')
    throw new NotFoundError('Message not found')
  return upsertFeedback(db, target, {
    chatId: body.chatId,
    messageId: body.messageId,
    rating: body.rating,
    content: body.content ?? null,
  })
}

export async function listFeedback(db: Kysely<DB>, target: FlowOfUnik): Promise<TChatMessageFeedback[]> {
  await requireFlow(db, target)
  return listFlowFeedback(db, target)
}

export async function listRuns(db: Kysely<DB>, target: FlowOfUnik, limit: number): Promise<TRunSummary[]> {
  await Promise.all([requireFlow(db, target), storedSoFar(db)])
  return listRunTraces(db, target, limit)
}

export async function getRun(db: Kysely<DB>, target: FlowOfUnik, runId: string): Promise<TRun> {
  await storedSoFar(db)
  const run = await findRunTrace(db, target, runId)
  if (!run) throw new NotFoundError('Run not found')
  return run
}
