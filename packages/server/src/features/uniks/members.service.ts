import type { Kysely } from 'kysely'
import {
  ErrorCodes,
  hasRoleAtLeast,
  type TMember,
  type TMemberAddBody,
  type TUnikRole,
} from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/app-error'
import { findUserByEmail } from '../users/users.repository'
import {
  countOwners,
  deleteMember,
  findMember,
  insertMember,
  listMembers,
  updateMemberRole,
} from './members.repository'
import type { Membership } from './memberships.repository'

const LAST_OWNER_MESSAGE = 'The last owner of a unik cannot be removed or demoted'

export const getMembers = (db: Kysely<DB>, actor: Membership): Promise<TMember[]> =>
  listMembers(db, actor.unikId)

/** Only an owner may hand out, take away or touch the owner role. */
function assertMayTouchOwnerRole(actor: Membership, ...roles: TUnikRole[]): void {
  if (roles.includes('owner') && actor.role !== 'owner') throw new ForbiddenError('Only an owner can do this')
}

export async function addMember(db: Kysely<DB>, actor: Membership, body: TMemberAddBody): Promise<TMember> {
  assertMayTouchOwnerRole(actor, body.role)
  const user = await findUserByEmail(db, body.email)
  if (!user) throw new NotFoundError('User not found')
  if (await findMember(db, actor.unikId, user.id)) {
    throw new ConflictError('User is already a member of this unik', ErrorCodes.AlreadyMember)
  }
  await insertMember(db, actor.unikId, user.id, body.role)
  return requireMember(db, actor.unikId, user.id)
}

export async function changeMemberRole(
  db: Kysely<DB>,
  actor: Membership,
  userId: string,
  role: TUnikRole,
): Promise<TMember> {
  await db.transaction().execute(async (trx) => {
    const target = await requireMember(trx, actor.unikId, userId)
    assertMayTouchOwnerRole(actor, target.role, role)
    if (target.role === 'owner' && role !== 'owner') await assertNotLastOwner(trx, actor.unikId)
    await updateMemberRole(trx, actor.unikId, userId, role)
  })
  return requireMember(db, actor.unikId, userId)
}

/** Admins remove others; anyone may leave. */
export async function removeMember(db: Kysely<DB>, actor: Membership, userId: string): Promise<void> {
  const isSelf = actor.userId === userId
  if (!isSelf && !hasRoleAtLeast(actor.role, 'admin')) throw new ForbiddenError()
  await db.transaction().execute(async (trx) => {
    const target = await requireMember(trx, actor.unikId, userId)
    if (!isSelf) assertMayTouchOwnerRole(actor, target.role)
    if (target.role === 'owner') await assertNotLastOwner(trx, actor.unikId)
    await deleteMember(trx, actor.unikId, userId)
  })
}

async function requireMember(db: Kysely<DB>, unikId: string, userId: string): Promise<TMember> {
  const member = await findMember(db, unikId, userId)
  if (!member) throw new NotFoundError('Member not found')
  return member
}

async function assertNotLastOwner(db: Kysely<DB>, unikId: string): Promise<void> {
  if ((await countOwners(db, unikId)) <= 1) throw new ConflictError(LAST_OWNER_MESSAGE, ErrorCodes.LastOwner)
}
