import { AuthMessages, ErrorCodes } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { ForbiddenError, TooManyRequestsError, UnauthorizedError } from '../../errors/app-error'
import { findUserByEmail, type UserRecord } from '../users/users.repository'
import { assertValidCredentials } from './credentials'
import { hashPassword, verifyPassword } from './passwords'
import { issueRefreshToken, type IssuedRefreshToken } from './refresh-session'

export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many failed login attempts. Please try again later.'
// Verifying against a dummy hash keeps unknown emails as slow as wrong passwords.
let dummyHash: Promise<string> | undefined

export interface LoginResult {
  user: UserRecord
  accessToken: string
  refresh: IssuedRefreshToken
}

export async function loginUser(
  deps: Pick<AppDeps, 'db' | 'accessTokens' | 'loginThrottle'>,
  input: { email: string; password: string; ip: string },
): Promise<LoginResult> {
  assertValidCredentials(input.email, input.password, false)
  const retryAfter = deps.loginThrottle.retryAfterSeconds(input.email, input.ip)
  if (retryAfter > 0) throw new TooManyRequestsError(TOO_MANY_ATTEMPTS_MESSAGE, retryAfter)

  const user = await findUserByEmail(deps.db, input.email)
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyPassword(await (dummyHash ??= hashPassword('dummy-password-1')), input.password).then(
        () => false,
      )
  if (!user || !ok || user.isBanned) {
    deps.loginThrottle.recordFailure(input.email, input.ip)
    throw new UnauthorizedError(AuthMessages.INVALID_CREDENTIALS, ErrorCodes.InvalidCredentials)
  }
  deps.loginThrottle.clear(input.email, input.ip)
  if (!user.emailConfirmed) {
    throw new ForbiddenError(AuthMessages.EMAIL_NOT_CONFIRMED, ErrorCodes.EmailNotConfirmed)
  }
  const [accessToken, refresh] = await Promise.all([
    deps.accessTokens.sign(user.id),
    issueRefreshToken(deps.db, user.id),
  ])
  return { user, accessToken, refresh }
}
