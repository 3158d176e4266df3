import type { AppDeps } from '../../deps'
import type { UserRecord } from '../users/users.repository'
import { insertEmailConfirmation } from './email-confirmations.repository'
import type { Mailer } from './mailer'
import { generateToken, hashToken } from './secure-token'

const CONFIRMATION_TTL_MS = 48 * 60 * 60 * 1000

export async function sendEmailConfirmation(
  deps: Pick<AppDeps, 'db' | 'config' | 'log'> & { mailer: Mailer },
  user: UserRecord,
): Promise<void> {
  const token = generateToken()
  await insertEmailConfirmation(deps.db, {
    token_hash: hashToken(token),
    user_id: user.id,
    expires_at: new Date(Date.now() + CONFIRMATION_TTL_MS).toISOString(),
  })
  const link = `${deps.config.publicUrl}/api/v1/auth/confirm?token=${encodeURIComponent(token)}`
  try {
    await deps.mailer.send({
      to: user.email,
      subject: 'Confirm your Unikflow account',
      text: `Open this link to confirm your email address:\n\n${link}\n\nThe link is valid for 48 hours.`,
    })
  } catch (error) {
    // The account exists either way; the error is logged without the link (it is a credential).
    deps.log.error({ err: error, userId: user.id }, 'sending the confirmation email failed')
  }
}
