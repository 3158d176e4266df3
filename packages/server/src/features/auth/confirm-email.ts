import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { updateUser } from '../users/users.repository'
import { takeEmailConfirmation } from './email-confirmations.repository'
import { hashToken } from './secure-token'

/** True when the link was valid; the account is then confirmed. */
export async function confirmEmail(db: Kysely<DB>, token: string): Promise<boolean> {
  if (!token) return false
  const row = await takeEmailConfirmation(db, hashToken(token))
  if (!row || row.expires_at <= new Date().toISOString()) return false
  await updateUser(db, row.user_id, { emailConfirmed: true })
  return true
}
