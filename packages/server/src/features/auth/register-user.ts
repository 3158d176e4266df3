import { AuthMessages, ErrorCodes } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { ConflictError } from '../../errors/app-error'
import { countUsers, findUserByEmail, insertUser, type UserRecord } from '../users/users.repository'
import { assertValidCredentials } from './credentials'
import { sendEmailConfirmation } from './send-email-confirmation'
import { hashPassword } from './passwords'

export interface RegisterResult {
  user: UserRecord
  emailConfirmationRequired: boolean
}

export async function registerUser(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'log'>,
  input: { email: string; password: string },
): Promise<RegisterResult> {
  assertValidCredentials(input.email, input.password, true)
  if (await findUserByEmail(deps.db, input.email)) {
    throw new ConflictError(AuthMessages.USER_EXISTS, ErrorCodes.UserExists)
  }
  const passwordHash = await hashPassword(input.password)
  const emailConfirmationRequired = deps.mailer !== undefined
  const user = await deps.db.transaction().execute(async (trx) =>
    insertUser(trx, {
      email: input.email,
      passwordHash,
      // The first account administers the instance.
      isSuperAdmin: (await countUsers(trx)) === 0,
      emailConfirmed: !emailConfirmationRequired,
    }),
  )
  if (deps.mailer) await sendEmailConfirmation({ ...deps, mailer: deps.mailer }, user)
  return { user, emailConfirmationRequired }
}
