import { AuthMessages, ErrorCodes } from '@unikflow/graph'
import type { Kysely } from 'kysely'
import { nowIso, type DB } from '../../db/schema'
import { ValidationError } from '../../errors/app-error'
import { updateUser, type UserRecord } from '../users/users.repository'
import { assertStrongPassword } from './credentials'
import { hashPassword, verifyPassword } from './passwords'
import { familyOf } from './refresh-session'
import { revokeUserRefreshTokens } from './refresh-tokens.repository'

/** Changes the password and signs out every other session (refresh family) of the user. */
export async function changePassword(
  db: Kysely<DB>,
  input: { user: UserRecord; currentPassword: string; newPassword: string; refreshToken: string | undefined },
): Promise<void> {
  // 400, not 401: a 401 would make the client try a silent token refresh.
  if (!(await verifyPassword(input.user.passwordHash, input.currentPassword))) {
    throw new ValidationError(AuthMessages.INVALID_CREDENTIALS, ErrorCodes.InvalidCredentials)
  }
  assertStrongPassword(input.newPassword)
  const passwordHash = await hashPassword(input.newPassword)
  const keepFamily = await familyOf(db, input.refreshToken)
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, input.user.id, { passwordHash })
    await revokeUserRefreshTokens(trx, input.user.id, nowIso(), keepFamily)
  })
}
