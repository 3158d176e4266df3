import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { nowIso } from '../../db/schema'
import { timeOrderedId } from '../../db/time-ordered-id'

export type ChatTarget = { unikId: string; flowId: string; chatId: string }
export type ChatUpload = { name: string; mime: string; data: Buffer }

/** Keeps a chat's files; a file of the same name in the same chat replaces the one before (as Flowise). */
export async function saveChatUploads(
  db: Kysely<DB>,
  target: ChatTarget,
  files: readonly ChatUpload[],
): Promise<void> {
  if (files.length === 0) return
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('chat_uploads')
      .where('unik_id', '=', target.unikId)
      .where('chatflow_id', '=', target.flowId)
      .where('chat_id', '=', target.chatId)
      .where(
        'name',
        'in',
        files.map((f) => f.name),
      )
      .execute()
    const createdAt = nowIso()
    // One insert for the turn's files; a name twice in one turn keeps the last.
    const byName = new Map(files.map((f) => [f.name, f]))
    await trx
      .insertInto('chat_uploads')
      .values(
        [...byName.values()].map((f) => ({
          id: timeOrderedId(),
          unik_id: target.unikId,
          chatflow_id: target.flowId,
          chat_id: target.chatId,
          name: f.name,
          mime: f.mime,
          size: f.data.length,
          data: f.data,
          created_at: createdAt,
        })),
      )
      .execute()
  })
}

export async function findChatUpload(
  db: Kysely<DB>,
  target: ChatTarget,
  name: string,
): Promise<ChatUpload | undefined> {
  const row = await db
    .selectFrom('chat_uploads')
    .select(['name', 'mime', 'data'])
    .where('unik_id', '=', target.unikId)
    .where('chatflow_id', '=', target.flowId)
    .where('chat_id', '=', target.chatId)
    .where('name', '=', name)
    .executeTakeFirst()
  return row ? { name: row.name, mime: row.mime, data: Buffer.from(row.data) } : undefined
}
