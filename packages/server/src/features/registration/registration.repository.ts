import type { Kysely } from 'kysely'
import type { DB, InvitesTable } from '../../db/schema'

const REGISTRATION_KEY = 'registration'

export async function readRegistrationSetting(db: Kysely<DB>): Promise<string | undefined> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', REGISTRATION_KEY)
    .executeTakeFirst()
  return row?.value
}

export async function writeRegistrationSetting(db: Kysely<DB>, value: string): Promise<void> {
  const updated_at = new Date().toISOString()
  await db
    .insertInto('app_settings')
    .values({ key: REGISTRATION_KEY, value, updated_at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at }))
    .execute()
}

export async function insertInvite(db: Kysely<DB>, invite: InvitesTable): Promise<void> {
  await db.insertInto('invites').values(invite).execute()
}

export async function findInviteByTokenHash(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<InvitesTable | undefined> {
  return db.selectFrom('invites').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()
}

/** Marks an invite used unless someone used it first; false when it was already used. */
export async function useInvite(db: Kysely<DB>, id: string): Promise<boolean> {
  const result = await db
    .updateTable('invites')
    .set({ used_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
