import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { insertChatMessages } from '../features/chat-messages/chat-messages.repository'
import { insertRunTraces, type NewRunTrace } from '../features/chat-messages/run-traces.repository'
import { rollUpMessages } from '../features/analytics/analytics-rollup.repository'

/**
 * Known activity of one flow on 2026-01-01…04 for exact analytics figures: 9 messages of 3 chats
 * (one deleted later), feedback 2 up / 1 down, 20 runs of 10…200 ms (2 failed) of 100 + 50
 * gpt-4o-mini tokens each, and leads with 10 and 30 points, one without, one after the range.
 */
export async function seedAnalytics(db: Kysely<DB>, target: { unikId: string; flowId: string }) {
  const { unikId, flowId } = target
  const prefix = `${unikId.slice(0, 8)}-`
  const message = (id: string, chatId: string, role: 'userMessage' | 'apiMessage', createdAt: string) => ({
    id: prefix + id,
    role,
    content: `${role} ${id}`,
    chatId,
    sessionId: chatId,
    chatType: 'EXTERNAL' as const,
    memoryType: undefined,
    createdAt,
  })
  // Stored as predictions store them: each turn's messages, then the counters of turns stored together
  // (the same chat in several turns of a day is one session).
  const turns = [
    [
      message('m1', 'c1', 'userMessage', '2026-01-01T08:00:00.000Z'),
      message('m2', 'c1', 'apiMessage', '2026-01-01T08:00:01.000Z'),
    ],
    [
      message('m3', 'c1', 'userMessage', '2026-01-01T23:59:00.000Z'),
      message('m4', 'c1', 'apiMessage', '2026-01-01T23:59:59.999Z'),
    ],
    [
      message('m5', 'c2', 'userMessage', '2026-01-01T12:00:00.000Z'),
      message('m6', 'c2', 'apiMessage', '2026-01-01T12:00:01.000Z'),
    ],
    [
      message('m7', 'c1', 'userMessage', '2026-01-02T00:00:00.000Z'),
      message('m8', 'c1', 'apiMessage', '2026-01-02T00:00:01.000Z'),
    ],
  ]
  for (const messages of turns) await insertChatMessages(db, target, messages)
  await rollUpMessages(
    db,
    turns.map((messages) => ({ target, messages })),
  )
  const store = async (messages: ReturnType<typeof message>[]) => {
    await insertChatMessages(db, target, messages)
    await rollUpMessages(db, [{ target, messages }])
  }
  // A question deleted later: analytics keeps counting what happened.
  await store([message('m9', 'c3', 'userMessage', '2026-01-02T10:00:00.000Z')])
  await db
    .updateTable('chat_messages')
    .set({ deleted_at: '2026-01-03T00:00:00.000Z' })
    .where('id', '=', `${prefix}m9`)
    .execute()
  const feedback = (id: string, messageId: string, rating: 'THUMBS_UP' | 'THUMBS_DOWN', at: string) => ({
    id: prefix + id,
    unik_id: unikId,
    chatflow_id: flowId,
    chat_id: 'c1',
    message_id: prefix + messageId,
    rating,
    content: null,
    created_at: at,
  })
  await db
    .insertInto('chat_message_feedback')
    .values([
      feedback('f1', 'm2', 'THUMBS_UP', '2026-01-01T09:00:00.000Z'),
      feedback('f2', 'm6', 'THUMBS_UP', '2026-01-01T13:00:00.000Z'),
      feedback('f3', 'm8', 'THUMBS_DOWN', '2026-01-02T01:00:00.000Z'),
    ])
    .execute()
  const run = (i: number): NewRunTrace => {
    const failed = i === 3 || i === 7
    return {
      id: `${prefix}run-${i}`,
      chatId: 'c1',
      status: failed ? 'error' : 'success',
      startedAt: `2026-01-01T10:00:${String(i).padStart(2, '0')}.000Z`,
      durationMs: 10 * i,
      nodes: [
        { nodeId: 'chatOpenAI_0', label: 'ChatOpenAI', name: 'chatOpenAI', startMs: 0, endMs: i },
        {
          nodeId: 'llmChain_0',
          label: 'LLM Chain',
          name: 'llmChain',
          startMs: 0,
          endMs: 2 * i,
          ...(failed ? { error: 'upstream failed' } : {}),
        },
      ],
      usage: [{ nodeId: 'chatOpenAI_0', model: 'gpt-4o-mini', inputTokens: 100, outputTokens: 50 }],
      error: failed ? 'upstream failed' : undefined,
    }
  }
  // Ten runs stored one by one, ten together (their counters added up before they are stored).
  for (let i = 1; i <= 10; i++) await insertRunTraces(db, [{ target, run: run(i) }])
  await insertRunTraces(
    db,
    Array.from({ length: 10 }, (_, k) => ({ target, run: run(11 + k) })),
  )
  const lead = (
    id: string,
    at: string,
    fields: { name: string; email?: string; phone?: string; points?: number },
  ) => ({
    id: prefix + id,
    unik_id: unikId,
    chatflow_id: flowId,
    chat_id: `chat-${id}`,
    name: fields.name,
    email: fields.email ?? null,
    phone: fields.phone ?? null,
    points: fields.points ?? null,
    created_at: at,
  })
  await db
    .insertInto('leads')
    .values([
      lead('l1', '2026-01-01T09:00:00.000Z', { name: 'Ann', email: 'ann@example.com', points: 10 }),
      lead('l2', '2026-01-02T09:00:00.000Z', { name: 'Bea', email: 'bea@example.com', points: 30 }),
      lead('l3', '2026-01-03T09:00:00.000Z', { name: 'Zed Chatter', phone: '+1 555 0100' }),
      lead('l4', '2026-01-04T09:00:00.000Z', { name: 'Later', points: 99 }),
    ])
    .execute()
}
