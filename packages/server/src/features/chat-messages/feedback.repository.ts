import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import type { TChatMessageFeedback, TFeedbackRating } from '@unikflow/graph'
import { nowIso, type ChatMessageFeedbackTable, type DB } from '../../db/schema'

const toFeedback = (row: Selectable<ChatMessageFeedbackTable>): TChatMessageFeedback => ({
  id: row.id,
  chatflowId: row.chatflow_id,
  chatId: row.chat_id,
  messageId: row.message_id,
  rating: row.rating,
  content: row.content,
  createdDate: row.created_at,
})

/** One feedback per message: giving it again replaces rating and text. */
export async function upsertFeedback(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
  input: { chatId: string; messageId: string; rating: TFeedbackRating; content: string | null },
): Promise<TChatMessageFeedback> {
  const row = await db
    .insertInto('chat_message_feedback')
    .values({
      id: randomUUID(),
      unik_id: target.unikId,
      chatflow_id: target.flowId,
      chat_id: input.chatId,
      message_id: input.messageId,
      rating: input.rating,
      content: input.content,
      created_at: nowIso(),
    })
    .onConflict((oc) => oc.column('message_id').doUpdateSet({ rating: input.rating, content: input.content }))
    .returningAll()
    .executeTakeFirstOrThrow()
  return toFeedback(row)
}

export async function listFlowFeedback(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
): Promise<TChatMessageFeedback[]> {
  const rows = await db
    .selectFrom('chat_message_feedback')
    .selectAll()
    .where('unik_id', '=', target.unikId)
    .where('chatflow_id', '=', target.flowId)
    .orderBy('created_at', 'desc')
    .execute()
  return rows.map(toFeedback)
}

/** The flow a feedback was given on (Flowise's `PUT /feedback/:id` names only the feedback). */
export async function findFeedbackFlow(db: Kysely<DB>, id: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('chat_message_feedback')
    .select('chatflow_id')
    .where('id', '=', id)
    .executeTakeFirst()
  return row?.chatflow_id
}

/** Changes the comment and/or the rating of a feedback; what is not given stays. */
export async function updateFeedback(
  db: Kysely<DB>,
  target: { flowId: string; id: string },
  change: { content?: string | undefined; rating?: TFeedbackRating | undefined },
): Promise<TChatMessageFeedback | undefined> {
  const set = {
    ...(change.content !== undefined ? { content: change.content } : {}),
    ...(change.rating !== undefined ? { rating: change.rating } : {}),
  }
  const query = db
    .selectFrom('chat_message_feedback')
    .selectAll()
    .where('id', '=', target.id)
    .where('chatflow_id', '=', target.flowId)
  if (Object.keys(set).length > 0)
    await db
      .updateTable('chat_message_feedback')
      .set(set)
      .where('id', '=', target.id)
      .where('chatflow_id', '=', target.flowId)
      .execute()
  const row = await query.executeTakeFirst()
  return row && toFeedback(row)
}
