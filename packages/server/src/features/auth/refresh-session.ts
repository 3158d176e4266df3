import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { nowIso, type DB } from '../../db/schema'
import { UnauthorizedError } from '../../errors/app-error'
import { findUserById, type UserRecord } from '../users/users.repository'
import {
  findRefreshTokenByHash,
  insertRefreshToken,
  markRefreshTokenRotated,
  revokeRefreshFamily,
} from './refresh-tokens.repository'
import { generateToken, hashToken } from './secure-token'

export const REFRESH_TOKEN_TTL_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

export interface IssuedRefreshToken {
  token: string
  familyId: string
  expiresAt: Date
}

/** Stores a new refresh token (hash only) in the given family, or a new family. */
export async function issueRefreshToken(
  db: Kysely<DB>,
  userId: string,
  familyId: string = randomUUID(),
  id: string = randomUUID(),
): Promise<IssuedRefreshToken> {
  const token = generateToken()
  const expiresAt = new Date(Date.now() + REFRESH_TOKEN_TTL_DAYS * DAY_MS)
  await insertRefreshToken(db, {
    id,
    user_id: userId,
    family_id: familyId,
    token_hash: hashToken(token),
    expires_at: expiresAt.toISOString(),
    revoked_at: null,
    replaced_by_id: null,
    created_at: nowIso(),
  })
  return { token, familyId, expiresAt }
}

/**
 * Exchanges a refresh token for a new one in the same family. Presenting a token that was
 * already rotated means it leaked (or was replayed): the whole family is revoked.
 */
export async function rotateRefreshToken(
  db: Kysely<DB>,
  token: string | undefined,
): Promise<{ user: UserRecord; next: IssuedRefreshToken }> {
  if (!token) throw new UnauthorizedError()
  const row = await findRefreshTokenByHash(db, hashToken(token))
  if (!row) throw new UnauthorizedError()
  const now = nowIso()
  if (row.revoked_at !== null) {
    await revokeRefreshFamily(db, row.family_id, now)
    throw new UnauthorizedError()
  }
  if (row.expires_at <= now) throw new UnauthorizedError()
  const user = await findUserById(db, row.user_id)
  if (!user || user.isBanned) {
    await revokeRefreshFamily(db, row.family_id, now)
    throw new UnauthorizedError()
  }
  const nextId = randomUUID()
  const next = await db.transaction().execute(async (trx) => {
    if (!(await markRefreshTokenRotated(trx, row.id, nextId, now))) return undefined
    return issueRefreshToken(trx, user.id, row.family_id, nextId)
  })
  if (!next) {
    await revokeRefreshFamily(db, row.family_id, now)
    throw new UnauthorizedError()
  }
  return { user, next }
}

/** Logout: revokes the family of the presented token (if any). Idempotent. */
export async function revokeSessionOf(db: Kysely<DB>, token: string | undefined): Promise<void> {
  if (!token) return
  const row = await findRefreshTokenByHash(db, hashToken(token))
  if (row) await revokeRefreshFamily(db, row.family_id, nowIso())
}

export async function familyOf(db: Kysely<DB>, token: string | undefined): Promise<string | undefined> {
  if (!token) return undefined
  return (await findRefreshTokenByHash(db, hashToken(token)))?.family_id
}
