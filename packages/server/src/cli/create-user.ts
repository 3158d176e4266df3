import { AuthMessages, ErrorCodes } from '@unikflow/graph'
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'
import { ConflictError } from '../errors/app-error'
import { assertValidCredentials } from '../features/auth/credentials'
import { hashPassword } from '../features/auth/passwords'
import { findUserByEmail, insertUser, type UserRecord } from '../features/users/users.repository'

/** `unikflow user create`: an operator-made account is confirmed at once. */
export async function createUserCommand(
  db: Kysely<DB>,
  input: { email: string; password: string; superAdmin: boolean },
): Promise<UserRecord> {
  assertValidCredentials(input.email, input.password, true)
  if (await findUserByEmail(db, input.email)) {
    throw new ConflictError(AuthMessages.USER_EXISTS, ErrorCodes.UserExists)
  }
  return insertUser(db, {
    email: input.email,
    passwordHash: await hashPassword(input.password),
    isSuperAdmin: input.superAdmin,
    emailConfirmed: true,
  })
}
