import type { Kysely } from 'kysely'
import type { TUnikRole } from '@unikflow/graph'
import type { DB } from '../../db/schema'

export interface Membership {
  unikId: string
  userId: string
  role: TUnikRole
}

/** The caller's membership in one unik; undefined for a non-member or an unknown unik alike. */
export async function findMembership(
  db: Kysely<DB>,
  unikId: string,
  userId: string,
): Promise<Membership | undefined> {
  const row = await db
    .selectFrom('unik_members')
    .select(['unik_id', 'user_id', 'role'])
    .where('unik_id', '=', unikId)
    .where('user_id', '=', userId)
    .executeTakeFirst()
  return row && { unikId: row.unik_id, userId: row.user_id, role: row.role }
}
