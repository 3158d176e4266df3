import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type Selectable } from 'kysely'
import type { TAdminUser, TUser } from '@unikflow/graph'
import { fromBool, likePattern, nowIso, toBool, toCount, type DB, type UsersTable } from '../../db/schema'

export interface UserRecord {
  id: string
  email: string
  passwordHash: string
  isSuperAdmin: boolean
  isBanned: boolean
  emailConfirmed: boolean
  createdAt: string
  updatedAt: string
}

function toRecord(row: Selectable<UsersTable>): UserRecord {
  return {
    id: row.id,
    email: row.email,
    passwordHash: row.password_hash,
    isSuperAdmin: toBool(row.is_super_admin),
    isBanned: toBool(row.is_banned),
    emailConfirmed: toBool(row.email_confirmed),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** The only user shapes that leave the server: no hash, no flags the caller may not see. */
export const toPublicUser = (u: UserRecord): TUser => ({
  id: u.id,
  email: u.email,
  isSuperAdmin: u.isSuperAdmin,
  createdAt: u.createdAt,
})
export const toAdminUser = (u: UserRecord): TAdminUser => ({ ...toPublicUser(u), isBanned: u.isBanned })

export const normalizeEmail = (email: string): string => email.trim().toLowerCase()

export async function findUserByEmail(db: Kysely<DB>, email: string): Promise<UserRecord | undefined> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst()
  return row && toRecord(row)
}

export async function findUserById(db: Kysely<DB>, id: string): Promise<UserRecord | undefined> {
  const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
  return row && toRecord(row)
}

export interface NewUser {
  email: string
  passwordHash: string
  isSuperAdmin: boolean
  emailConfirmed: boolean
}

export async function insertUser(db: Kysely<DB>, user: NewUser): Promise<UserRecord> {
  const now = nowIso()
  const row = {
    id: randomUUID(),
    email: normalizeEmail(user.email),
    password_hash: user.passwordHash,
    is_super_admin: fromBool(user.isSuperAdmin),
    is_banned: 0,
    email_confirmed: fromBool(user.emailConfirmed),
    created_at: now,
    updated_at: now,
  }
  await db.insertInto('users').values(row).execute()
  return toRecord(row)
}

export interface UserPatch {
  passwordHash?: string
  isSuperAdmin?: boolean
  isBanned?: boolean
  emailConfirmed?: boolean
}

export async function updateUser(db: Kysely<DB>, id: string, patch: UserPatch): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(patch.passwordHash !== undefined && { password_hash: patch.passwordHash }),
      ...(patch.isSuperAdmin !== undefined && { is_super_admin: fromBool(patch.isSuperAdmin) }),
      ...(patch.isBanned !== undefined && { is_banned: fromBool(patch.isBanned) }),
      ...(patch.emailConfirmed !== undefined && { email_confirmed: fromBool(patch.emailConfirmed) }),
      updated_at: nowIso(),
    })
    .where('id', '=', id)
    .execute()
}

export async function deleteUser(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('users').where('id', '=', id).execute()
}

export async function countUsers(db: Kysely<DB>): Promise<number> {
  const { n } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .executeTakeFirstOrThrow()
  return toCount(n)
}

export async function countActiveSuperAdmins(db: Kysely<DB>): Promise<number> {
  const { n } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number>().as('n'))
    .where('is_super_admin', '=', 1)
    .where('is_banned', '=', 0)
    .executeTakeFirstOrThrow()
  return toCount(n)
}

export interface UserPage {
  items: UserRecord[]
  total: number
}

export async function listUsers(
  db: Kysely<DB>,
  options: { page: number; pageSize: number; search: string | undefined },
): Promise<UserPage> {
  let query = db.selectFrom('users')
  if (options.search) query = query.where(sql<boolean>`email like ${likePattern(options.search)} escape '\\'`)
  const [rows, total] = await Promise.all([
    query
      .selectAll()
      .orderBy('created_at')
      .orderBy('id')
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return { items: rows.map(toRecord), total: toCount(total.n) }
}
