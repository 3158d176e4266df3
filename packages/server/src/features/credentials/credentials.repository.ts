import { randomUUID } from 'node:crypto'
import type { Kysely, Selectable } from 'kysely'
import { nowIso, type CredentialsTable, type DB } from '../../db/schema'
import { preparedQuery } from '../../db/prepared-query'

// Every function but the rotation ones takes the unik id: a credential id alone never reaches another unik.

export type CredentialRow = Selectable<CredentialsTable>

export async function listCredentialRows(
  db: Kysely<DB>,
  unikId: string,
  kinds: readonly string[] | undefined,
): Promise<CredentialRow[]> {
  if (kinds?.length === 0) return []
  let query = db.selectFrom('credentials').selectAll().where('unik_id', '=', unikId)
  if (kinds) query = query.where('credential_name', 'in', kinds)
  return query.orderBy('updated_at', 'desc').orderBy('id').execute()
}

const selectCredential = preparedQuery(
  (db, key: { unikId: string; id: string }) =>
    db.selectFrom('credentials').selectAll().where('unik_id', '=', key.unikId).where('id', '=', key.id),
  { cachedWhileUnchanged: ['credentials'] },
)

export async function findCredentialRow(
  db: Kysely<DB>,
  unikId: string,
  id: string,
): Promise<CredentialRow | undefined> {
  const [row] = await selectCredential(db, { unikId, id })
  return row
}

export interface NewCredentialRow {
  id?: string
  name: string
  credentialName: string
  encryptedData: string
  keyId: string
}

/** A fresh id, for callers that must encrypt with the id as associated data before inserting. */
export const newCredentialId = (): string => randomUUID()

export async function insertCredentialRow(
  db: Kysely<DB>,
  unikId: string,
  id: string,
  row: NewCredentialRow,
): Promise<CredentialRow> {
  const now = nowIso()
  return db
    .insertInto('credentials')
    .values({
      id,
      unik_id: unikId,
      name: row.name,
      credential_name: row.credentialName,
      encrypted_data: row.encryptedData,
      key_id: row.keyId,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
}

export async function updateCredentialRow(
  db: Kysely<DB>,
  unikId: string,
  id: string,
  row: NewCredentialRow,
): Promise<CredentialRow | undefined> {
  return db
    .updateTable('credentials')
    .set({
      name: row.name,
      credential_name: row.credentialName,
      encrypted_data: row.encryptedData,
      key_id: row.keyId,
      updated_at: nowIso(),
    })
    .where('unik_id', '=', unikId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()
}

export async function deleteCredentialRow(db: Kysely<DB>, unikId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('credentials')
    .where('unik_id', '=', unikId)
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** Rotation only (crosses uniks on purpose): a batch of rows not yet under `keyId`. */
export async function findRowsNotUnderKey(
  db: Kysely<DB>,
  keyId: string,
  limit: number,
  afterId: string,
): Promise<Pick<CredentialRow, 'id' | 'unik_id' | 'encrypted_data' | 'key_id'>[]> {
  return db
    .selectFrom('credentials')
    .select(['id', 'unik_id', 'encrypted_data', 'key_id'])
    .where('key_id', '<>', keyId)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute()
}

/**
 * Rotation only: swaps the ciphertext if the row still holds what was read, so a concurrent edit by a
 * running server is never overwritten (that row is picked up by the next pass instead).
 */
export async function replaceCiphertext(
  db: Kysely<DB>,
  row: { id: string; oldData: string; data: string; keyId: string },
): Promise<boolean> {
  const result = await db
    .updateTable('credentials')
    .set({ encrypted_data: row.data, key_id: row.keyId })
    .where('id', '=', row.id)
    .where('encrypted_data', '=', row.oldData)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
