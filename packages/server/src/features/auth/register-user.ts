import { AuthMessages, ErrorCodes } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { ConflictError } from '../../errors/app-error'
import { countUsers, findUserByEmail, insertUser, type UserRecord } from '../users/users.repository'
import { assertValidCredentials } from './credentials'
import { sendEmailConfirmation } from './send-email-confirmation'
import { hashPassword } from './passwords'
import { checkRegistration, consumeInvite } from '../registration/registration.service'
import { insertMember } from '../uniks/members.repository'

export interface RegisterResult {
  user: UserRecord
  emailConfirmationRequired: boolean
}

export async function registerUser(
  deps: Pick<AppDeps, 'db' | 'mailer' | 'config' | 'log'>,
  input: { email: string; password: string; inviteToken?: string | undefined },
): Promise<RegisterResult> {
  assertValidCredentials(input.email, input.password, true)
  const isFirstUser = (await countUsers(deps.db)) === 0
  const invite = await checkRegistration(deps, {
    email: input.email,
    inviteToken: input.inviteToken,
    isFirstUser,
  })
  if (await findUserByEmail(deps.db, input.email)) {
    throw new ConflictError(AuthMessages.USER_EXISTS, ErrorCodes.UserExists)
  }
  const passwordHash = await hashPassword(input.password)
  // An invitation sent to this address proves the address, as the confirmation e-mail would.
  const emailConfirmationRequired = deps.mailer !== undefined && !invite?.email
  const user = await deps.db.transaction().execute(async (trx) => {
    const created = await insertUser(trx, {
      email: input.email,
      passwordHash,
      // The first account administers the instance.
      isSuperAdmin: (await countUsers(trx)) === 0,
      emailConfirmed: !emailConfirmationRequired,
    })
    if (invite) {
      await consumeInvite(trx, invite)
      if (invite.unik_id && invite.role) await insertMember(trx, invite.unik_id, created.id, invite.role)
    }
    return created
  })
  if (deps.mailer && emailConfirmationRequired)
    await sendEmailConfirmation({ ...deps, mailer: deps.mailer }, user)
  return { user, emailConfirmationRequired }
}
