import { randomUUID } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { TUnik, TUnikRole } from '@unikflow/graph'
import { likePattern, nowIso, toCount, type DB } from '../../db/schema'

/** Uniks of one user with their role and member count, in one query (join + group by). */
function uniksOf(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('uniks as u')
    .innerJoin('unik_members as mine', (join) =>
      join.onRef('mine.unik_id', '=', 'u.id').on('mine.user_id', '=', userId),
    )
    .innerJoin('unik_members as all_members', 'all_members.unik_id', 'u.id')
    .select((eb) => [
      'u.id',
      'u.name',
      'u.description',
      'u.created_at',
      'u.updated_at',
      'mine.role',
      eb.fn.count<string | number>('all_members.user_id').as('member_count'),
    ])
    .groupBy(['u.id', 'u.name', 'u.description', 'u.created_at', 'u.updated_at', 'mine.role'])
}

type UnikRow = {
  id: string
  name: string
  description: string
  created_at: string
  updated_at: string
  role: TUnikRole
  member_count: string | number
}

const toUnik = (row: UnikRow): TUnik => ({
  id: row.id,
  name: row.name,
  description: row.description,
  role: row.role,
  memberCount: toCount(row.member_count),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
})

export async function listUniksOfUser(db: Kysely<DB>, userId: string, search?: string): Promise<TUnik[]> {
  let query = uniksOf(db, userId)
  if (search) query = query.where(sql<boolean>`lower(u.name) like ${likePattern(search)} escape '\\'`)
  const rows = await query.orderBy('u.updated_at', 'desc').orderBy('u.id').execute()
  return rows.map(toUnik)
}

export async function findUnikForUser(
  db: Kysely<DB>,
  unikId: string,
  userId: string,
): Promise<TUnik | undefined> {
  const row = await uniksOf(db, userId).where('u.id', '=', unikId).executeTakeFirst()
  return row && toUnik(row)
}

export async function insertUnik(
  db: Kysely<DB>,
  input: { name: string; description: string; ownerId: string },
): Promise<string> {
  const id = randomUUID()
  const now = nowIso()
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('uniks')
      .values({ id, name: input.name, description: input.description, created_at: now, updated_at: now })
      .execute()
    await trx
      .insertInto('unik_members')
      .values({ unik_id: id, user_id: input.ownerId, role: 'owner', created_at: now })
      .execute()
  })
  return id
}

export async function updateUnik(
  db: Kysely<DB>,
  unikId: string,
  patch: { name?: string; description?: string },
): Promise<void> {
  await db
    .updateTable('uniks')
    .set({
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.description !== undefined && { description: patch.description }),
      updated_at: nowIso(),
    })
    .where('id', '=', unikId)
    .execute()
}

export async function deleteUnik(db: Kysely<DB>, unikId: string): Promise<void> {
  await db.deleteFrom('uniks').where('id', '=', unikId).execute()
}
