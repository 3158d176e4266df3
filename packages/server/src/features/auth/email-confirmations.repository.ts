import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'

export async function insertEmailConfirmation(
  db: Kysely<DB>,
  row: { token_hash: string; user_id: string; expires_at: string },
): Promise<void> {
  await db.insertInto('email_confirmations').values(row).execute()
}

/** Deletes and returns the confirmation, so a link works once. */
export async function takeEmailConfirmation(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<{ user_id: string; expires_at: string } | undefined> {
  const row = await db
    .selectFrom('email_confirmations')
    .select(['user_id', 'expires_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst()
  if (row) await db.deleteFrom('email_confirmations').where('token_hash', '=', tokenHash).execute()
  return row
}
