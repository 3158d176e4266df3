import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Kysely } from 'kysely'
import type { TUnik, TUnikCreateBody, TUnikUpdateBody } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { NotFoundError } from '../../errors/app-error'
import type { Membership } from './memberships.repository'
import { deleteUnik, findUnikForUser, insertUnik, listUniksOfUser, updateUnik } from './uniks.repository'

// Access (membership and role) is already checked by the policy hook; these take the membership.

export const listUniks = (db: Kysely<DB>, userId: string, search?: string): Promise<TUnik[]> =>
  listUniksOfUser(db, userId, search?.trim() || undefined)

export async function getUnik(db: Kysely<DB>, membership: Membership): Promise<TUnik> {
  const unik = await findUnikForUser(db, membership.unikId, membership.userId)
  if (!unik) throw new NotFoundError('Unik not found')
  return unik
}

export async function createUnik(
  db: Kysely<DB>,
  input: { userId: string; body: Required<TUnikCreateBody> },
): Promise<TUnik> {
  const unikId = await insertUnik(db, { ...input.body, ownerId: input.userId })
  return getUnik(db, { unikId, userId: input.userId, role: 'owner' })
}

export async function editUnik(
  db: Kysely<DB>,
  membership: Membership,
  body: TUnikUpdateBody,
): Promise<TUnik> {
  await updateUnik(db, membership.unikId, body)
  return getUnik(db, membership)
}

/** Deletes the unik's rows, then the files its nodes kept (`DATA_DIR/uniks/<unikId>`, a Faiss index). */
export async function removeUnik(db: Kysely<DB>, dataDir: string, membership: Membership): Promise<void> {
  await deleteUnik(db, membership.unikId)
  await rm(join(dataDir, 'uniks', membership.unikId), { recursive: true, force: true })
}
