import type { Kysely, Selectable } from 'kysely'
import type { DB, RefreshTokensTable } from '../../db/schema'

export type RefreshTokenRow = Selectable<RefreshTokensTable>

export async function insertRefreshToken(db: Kysely<DB>, row: RefreshTokenRow): Promise<void> {
  await db.insertInto('refresh_tokens').values(row).execute()
}

export async function findRefreshTokenByHash(
  db: Kysely<DB>,
  tokenHash: string,
): Promise<RefreshTokenRow | undefined> {
  return db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()
}

/** Marks one token used; false when someone else rotated it first (a concurrent reuse). */
export async function markRefreshTokenRotated(
  db: Kysely<DB>,
  id: string,
  replacedById: string,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at, replaced_by_id: replacedById })
    .where('id', '=', id)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function revokeRefreshFamily(db: Kysely<DB>, familyId: string, at: string): Promise<void> {
  await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute()
}

/** Revokes every live token of a user, optionally sparing one family (the current session). */
export async function revokeUserRefreshTokens(
  db: Kysely<DB>,
  userId: string,
  at: string,
  exceptFamilyId?: string,
): Promise<void> {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
  if (exceptFamilyId) query = query.where('family_id', '!=', exceptFamilyId)
  await query.execute()
}
