import type { Kysely } from 'kysely'
import { ErrorCodes, type TAdminUser, type TAdminUserList, type TAdminUserPatchBody } from '@unikflow/graph'
import { nowIso, type DB } from '../../db/schema'
import { ConflictError, NotFoundError, ValidationError } from '../../errors/app-error'
import { revokeUserRefreshTokens } from '../auth/refresh-tokens.repository'
import {
  countActiveSuperAdmins,
  deleteUser,
  findUserById,
  listUsers,
  toAdminUser,
  updateUser,
  type UserRecord,
} from '../users/users.repository'

export async function listAdminUsers(
  db: Kysely<DB>,
  query: { page: number; pageSize: number; search?: string | undefined },
): Promise<TAdminUserList> {
  const { items, total } = await listUsers(db, { ...query, search: query.search?.trim() || undefined })
  return { items: items.map(toAdminUser), total, page: query.page, pageSize: query.pageSize }
}

export async function patchAdminUser(
  db: Kysely<DB>,
  input: { actorId: string; userId: string; patch: TAdminUserPatchBody },
): Promise<TAdminUser> {
  const { patch } = input
  const losesAdmin = patch.isSuperAdmin === false || patch.isBanned === true
  if (input.actorId === input.userId && losesAdmin) {
    throw new ValidationError('You cannot ban or demote yourself', ErrorCodes.SelfAction)
  }
  await db.transaction().execute(async (trx) => {
    const target = await requireUser(trx, input.userId)
    if (losesAdmin) await assertNotLastSuperAdmin(trx, target)
    await updateUser(trx, target.id, patch)
    if (patch.isBanned === true) await revokeUserRefreshTokens(trx, target.id, nowIso())
  })
  return toAdminUser(await requireUser(db, input.userId))
}

export async function deleteAdminUser(
  db: Kysely<DB>,
  input: { actorId: string; userId: string },
): Promise<void> {
  if (input.actorId === input.userId) {
    throw new ValidationError('You cannot delete yourself', ErrorCodes.SelfAction)
  }
  await db.transaction().execute(async (trx) => {
    const target = await requireUser(trx, input.userId)
    await assertNotLastSuperAdmin(trx, target)
    await deleteUser(trx, target.id)
  })
}

async function requireUser(db: Kysely<DB>, id: string): Promise<UserRecord> {
  const user = await findUserById(db, id)
  if (!user) throw new NotFoundError('User not found')
  return user
}

/** The instance always keeps one super admin who can sign in. */
async function assertNotLastSuperAdmin(db: Kysely<DB>, target: UserRecord): Promise<void> {
  if (!target.isSuperAdmin || target.isBanned) return
  if ((await countActiveSuperAdmins(db)) <= 1) {
    throw new ConflictError('The last super admin must stay', ErrorCodes.LastSuperAdmin)
  }
}
