import type { Kysely } from 'kysely'
import type { TDatasetHistoryTurn } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import type { NewRow } from './datasets.repository'

interface Turn {
  id: string
  chat_id: string
  role: 'userMessage' | 'apiMessage'
  content: string
}

/** Every visible message of the chats the picked messages belong to, oldest first (one query). */
async function chatsOf(db: Kysely<DB>, target: { unikId: string; flowId: string }, ids: readonly string[]) {
  const rows = await db
    .selectFrom('chat_messages')
    .select(['id', 'chat_id', 'role', 'content'])
    .where('unik_id', '=', target.unikId)
    .where('chatflow_id', '=', target.flowId)
    .where('deleted_at', 'is', null)
    .where('chat_id', 'in', (eb) =>
      eb
        .selectFrom('chat_messages')
        .select('chat_id')
        .where('unik_id', '=', target.unikId)
        .where('chatflow_id', '=', target.flowId)
        .where('id', 'in', ids),
    )
    .orderBy('created_at')
    .orderBy('role', 'desc')
    .execute()
  const chats = new Map<string, Turn[]>()
  for (const row of rows) {
    const role = row.role === 'userMessage' ? 'userMessage' : 'apiMessage'
    chats.set(row.chat_id, [...(chats.get(row.chat_id) ?? []), { ...row, role }])
  }
  return chats
}

/** The row of one picked message: an answer with its question, or a question with the answer after it. */
function rowAt(turns: readonly Turn[], index: number, withHistory: boolean): NewRow | undefined {
  const picked = turns[index]
  if (!picked) return undefined
  const questionAt = picked.role === 'apiMessage' ? index - 1 : index
  const question = turns[questionAt]
  if (!question || question.role !== 'userMessage') return undefined
  const answer = turns[questionAt + 1]
  const history: TDatasetHistoryTurn[] = withHistory
    ? turns.slice(0, questionAt).map((t) => ({ role: t.role, content: t.content }))
    : []
  return {
    input: question.content,
    output: answer?.role === 'apiMessage' ? answer.content : '',
    history,
    variables: {},
  }
}

/**
 * Dataset rows from messages picked in View Messages: each picked question or answer gives one row
 * (the question as input, its answer as the expected output, the chat's earlier turns as history);
 * picking both halves of a turn gives it once.
 */
export async function rowsFromMessages(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
  picked: { messageIds: readonly string[]; withHistory: boolean },
): Promise<NewRow[]> {
  const chats = await chatsOf(db, target, picked.messageIds)
  const wanted = new Set(picked.messageIds)
  const rows: NewRow[] = []
  for (const turns of chats.values()) {
    const seen = new Set<number>()
    turns.forEach((turn, i) => {
      if (!wanted.has(turn.id)) return
      const questionAt = turn.role === 'apiMessage' ? i - 1 : i
      if (seen.has(questionAt)) return
      seen.add(questionAt)
      const row = rowAt(turns, i, picked.withHistory)
      if (row) rows.push(row)
    })
  }
  return rows
}
