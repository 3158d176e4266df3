import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { TLead } from '@unikflow/graph'
import { nowIso, type DB } from '../../db/schema'

export async function insertLead(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
  lead: {
    chatId: string
    name: string | null
    email: string | null
    phone: string | null
    points?: number | null
  },
): Promise<TLead> {
  const row = {
    id: randomUUID(),
    unik_id: target.unikId,
    chatflow_id: target.flowId,
    chat_id: lead.chatId,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    points: lead.points ?? null,
    created_at: nowIso(),
  }
  await db.insertInto('leads').values(row).execute()
  return toLead(row)
}

const toLead = (row: DB['leads']): TLead => ({
  id: row.id,
  chatflowid: row.chatflow_id,
  chatId: row.chat_id,
  name: row.name,
  email: row.email,
  phone: row.phone,
  points: row.points,
  createdDate: row.created_at,
})

/** Newest first. */
export async function listLeadsOfFlow(
  db: Kysely<DB>,
  target: { unikId: string; flowId: string },
): Promise<TLead[]> {
  const rows = await db
    .selectFrom('leads')
    .selectAll()
    .where('unik_id', '=', target.unikId)
    .where('chatflow_id', '=', target.flowId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute()
  return rows.map(toLead)
}
