import type { Kysely } from 'kysely'
import type { TMember, TUnikRole } from '@unikflow/graph'
import { nowIso, toCount, type DB } from '../../db/schema'

function membersOf(db: Kysely<DB>, unikId: string) {
  return db
    .selectFrom('unik_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['m.user_id', 'u.email', 'm.role', 'm.created_at'])
    .where('m.unik_id', '=', unikId)
}

const toMember = (row: { user_id: string; email: string; role: TUnikRole; created_at: string }): TMember => ({
  userId: row.user_id,
  email: row.email,
  role: row.role,
  createdAt: row.created_at,
})

export async function listMembers(db: Kysely<DB>, unikId: string): Promise<TMember[]> {
  const rows = await membersOf(db, unikId).orderBy('m.created_at').orderBy('u.email').execute()
  return rows.map(toMember)
}

export async function findMember(
  db: Kysely<DB>,
  unikId: string,
  userId: string,
): Promise<TMember | undefined> {
  const row = await membersOf(db, unikId).where('m.user_id', '=', userId).executeTakeFirst()
  return row && toMember(row)
}

export async function insertMember(
  db: Kysely<DB>,
  unikId: string,
  userId: string,
  role: TUnikRole,
): Promise<void> {
  await db
    .insertInto('unik_members')
    .values({ unik_id: unikId, user_id: userId, role, created_at: nowIso() })
    .execute()
}

export async function updateMemberRole(
  db: Kysely<DB>,
  unikId: string,
  userId: string,
  role: TUnikRole,
): Promise<void> {
  await db
    .updateTable('unik_members')
    .set({ role })
    .where('unik_id', '=', unikId)
    .where('user_id', '=', userId)
    .execute()
}

export async function deleteMember(db: Kysely<DB>, unikId: string, userId: string): Promise<void> {
  await db.deleteFrom('unik_members').where('unik_id', '=', unikId).where('user_id', '=', userId).execute()
}

export async function countOwners(db: Kysely<DB>, unikId: string): Promise<number> {
  const { n } = await db
    .selectFrom('unik_members')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('unik_id', '=', unikId)
    .where('role', '=', 'owner')
    .executeTakeFirstOrThrow()
  return toCount(n)
}
