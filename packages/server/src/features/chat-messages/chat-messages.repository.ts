import type { Insertable, Kysely, Selectable } from 'kysely'
import type { TChatMessage, TChatRole, TChatType, TFeedbackRating } from '@unikflow/graph'
import { nowIso, type ChatMessagesTable, type DB } from '../../db/schema'
import { preparedQuery } from '../../db/prepared-query'

// Every function takes the unik id and the flow id: ids from a caller never reach another unik's rows.

export interface NewChatMessage {
  id: string
  role: TChatRole
  content: string
  sourceDocuments?: readonly unknown[] | undefined
  usedTools?: readonly unknown[] | undefined
  fileUploads?: readonly unknown[] | undefined
  agentReasoning?: readonly unknown[] | undefined
  action?: object | undefined
  agentFlowExecutedData?: readonly unknown[] | undefined
  artifacts?: readonly unknown[] | undefined
  fileAnnotations?: readonly unknown[] | undefined
  sessionId: string
  chatId: string
  chatType: TChatType
  memoryType: string | undefined
  /** The release the run answered from (null or left out: the draft, or a flow without releases). */
  release?: number | null
  createdAt: string
}

const jsonOrNull = (value: readonly unknown[] | undefined): string | null =>
  value && value.length > 0 ? JSON.stringify(value) : null

const insertMessageRows = preparedQuery((db, rows: Insertable<ChatMessagesTable>[]) =>
  db.insertInto('chat_messages').values(rows),
)

/**
 * The turn's messages. Their analytics counters are the caller's to add (`rollUpMessages`): a prediction
 * adds them behind its answer, with the run's trace.
 */
export async function insertChatMessages(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
  messages: readonly NewChatMessage[],
): Promise<void> {
  await insertMessageRows(
    db,
    messages.map((m) => ({
      id: m.id,
      unik_id: target.unikId,
      chatflow_id: target.flowId,
      role: m.role,
      content: m.content,
      source_documents: jsonOrNull(m.sourceDocuments),
      used_tools: jsonOrNull(m.usedTools),
      file_uploads: jsonOrNull(m.fileUploads),
      agent_reasoning: jsonOrNull(m.agentReasoning),
      action: m.action ? JSON.stringify(m.action) : null,
      agent_flow_executed_data: jsonOrNull(m.agentFlowExecutedData),
      artifacts: jsonOrNull(m.artifacts),
      file_annotations: jsonOrNull(m.fileAnnotations),
      session_id: m.sessionId,
      chat_id: m.chatId,
      chat_type: m.chatType,
      memory_type: m.memoryType ?? null,
      release: m.release ?? null,
      created_at: m.createdAt,
      deleted_at: null,
    })),
  )
}

/** The remembered turns of a session (memory nodes): not deleted, oldest first. */
export async function findSessionTurns(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
  sessionId: string,
): Promise<{ role: TChatRole; content: string }[]> {
  return db
    .selectFrom('chat_messages')
    .select(['role', 'content'])
    .where('unik_id', '=', target.unikId)
    .where('chatflow_id', '=', target.flowId)
    .where('session_id', '=', sessionId)
    .where('deleted_at', 'is', null)
    .orderBy('created_at')
    .orderBy('role', 'desc') // a user message and its answer written in the same millisecond
    .execute()
}

export interface MessageFilter {
  chatTypes: readonly TChatType[] | undefined
  startDate: string | undefined
  endDate: string | undefined
  sessionId: string | undefined
  chatId: string | undefined
}

type MessageRow = Selectable<ChatMessagesTable> & {
  feedback_id: string | null
  feedback_rating: TFeedbackRating | null
  feedback_content: string | null
  feedback_created_at: string | null
}

function parseJsonArray<T>(text: string | null): T[] | null {
  if (!text) return null
  const value: unknown = JSON.parse(text)
  // Written by this server from typed values (see insertChatMessages).
  return Array.isArray(value) ? (value as T[]) : null
}

function parseJsonObject<T>(text: string | null): T | null {
  if (!text) return null
  const value: unknown = JSON.parse(text)
  // Written by this server from a typed value (see insertChatMessages).
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as T) : null
}

const toMessage = (row: MessageRow): TChatMessage => ({
  id: row.id,
  chatflowId: row.chatflow_id,
  role: row.role,
  content: row.content,
  sourceDocuments: parseJsonArray(row.source_documents),
  usedTools: parseJsonArray(row.used_tools),
  fileUploads: parseJsonArray(row.file_uploads),
  agentReasoning: parseJsonArray(row.agent_reasoning ?? null),
  action: parseJsonObject(row.action ?? null),
  agentFlowExecutedData: parseJsonArray(row.agent_flow_executed_data ?? null),
  artifacts: parseJsonArray(row.artifacts ?? null),
  fileAnnotations: parseJsonArray(row.file_annotations ?? null),
  chatType: row.chat_type,
  chatId: row.chat_id,
  sessionId: row.session_id,
  memoryType: row.memory_type,
  release: row.release ?? null,
  createdDate: row.created_at,
  feedback:
    row.feedback_id && row.feedback_rating && row.feedback_created_at
      ? {
          id: row.feedback_id,
          chatflowId: row.chatflow_id,
          chatId: row.chat_id,
          messageId: row.id,
          rating: row.feedback_rating,
          content: row.feedback_content,
          createdDate: row.feedback_created_at,
        }
      : null,
})

/** Visible messages of a flow with their feedback, oldest first. */
export async function listFlowMessages(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
  filter: MessageFilter,
): Promise<TChatMessage[]> {
  let query = db
    .selectFrom('chat_messages as m')
    .leftJoin('chat_message_feedback as f', 'f.message_id', 'm.id')
    .selectAll('m')
    .select([
      'f.id as feedback_id',
      'f.rating as feedback_rating',
      'f.content as feedback_content',
      'f.created_at as feedback_created_at',
    ])
    .where('m.unik_id', '=', target.unikId)
    .where('m.chatflow_id', '=', target.flowId)
    .where('m.deleted_at', 'is', null)
  if (filter.chatTypes) query = query.where('m.chat_type', 'in', filter.chatTypes)
  if (filter.startDate) query = query.where('m.created_at', '>=', filter.startDate)
  if (filter.endDate) query = query.where('m.created_at', '<=', filter.endDate)
  if (filter.sessionId) query = query.where('m.session_id', '=', filter.sessionId)
  if (filter.chatId) query = query.where('m.chat_id', '=', filter.chatId)
  const rows = await query.orderBy('m.created_at').orderBy('m.role', 'desc').execute()
  return rows.map(toMessage)
}

export interface DeleteFilter {
  chatId: string | undefined
  sessionId: string | undefined
  chatTypes: readonly TChatType[] | undefined
}

/** Soft delete marks rows (hidden from lists and memory); hard delete removes them and their feedback. */
export async function deleteFlowMessages(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
  filter: DeleteFilter,
  hard: boolean,
): Promise<number> {
  if (hard) {
    let query = db
      .deleteFrom('chat_messages')
      .where('unik_id', '=', target.unikId)
      .where('chatflow_id', '=', target.flowId)
    if (filter.chatId) query = query.where('chat_id', '=', filter.chatId)
    if (filter.sessionId) query = query.where('session_id', '=', filter.sessionId)
    if (filter.chatTypes) query = query.where('chat_type', 'in', filter.chatTypes)
    return Number((await query.executeTakeFirst()).numDeletedRows)
  }
  let query = db
    .updateTable('chat_messages')
    .set({ deleted_at: nowIso() })
    .where('unik_id', '=', target.unikId)
    .where('chatflow_id', '=', target.flowId)
    .where('deleted_at', 'is', null)
  if (filter.chatId) query = query.where('chat_id', '=', filter.chatId)
  if (filter.sessionId) query = query.where('session_id', '=', filter.sessionId)
  if (filter.chatTypes) query = query.where('chat_type', 'in', filter.chatTypes)
  return Number((await query.executeTakeFirst()).numUpdatedRows)
}

/** Soft-deletes one session's turns (a memory node's "clear"). */
export async function softDeleteSession(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
  sessionId: string,
): Promise<void> {
  await deleteFlowMessages(db, target, { chatId: undefined, sessionId, chatTypes: undefined }, false)
}

export async function findMessageChat(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
  messageId: string,
): Promise<{ chatId: string; role: TChatRole } | undefined> {
  const row = await db
    .selectFrom('chat_messages')
    .select(['chat_id', 'role'])
    .where('unik_id', '=', target.unikId)
    .where('chatflow_id', '=', target.flowId)
    .where('id', '=', messageId)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()
  return row && { chatId: row.chat_id, role: row.role }
}
