import { randomBytes, randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { TApiKey } from '@unikflow/graph'
import { nowIso, type DB } from '../../db/schema'
import { hashApiKey } from '../prediction/flow-access.repository'

// Every function takes the unik id. Keys are stored as sha256 plus four characters at each end.

type Db = Kysely<DB> | Transaction<DB>

/** 32 random bytes, base64url (43 characters), like Flowise's keys. */
export const generateApiKey = (): string => randomBytes(32).toString('base64url')

export const maskApiKey = (prefix: string, suffix: string): string => `${prefix}…${suffix}`

export interface StoredKeyRow {
  id: string
  key_name: string
  key_prefix: string
  key_suffix: string
  created_at: string
}

export async function listApiKeysOfUnik(db: Db, unikId: string): Promise<TApiKey[]> {
  const [keys, flows] = await Promise.all([
    db
      .selectFrom('api_keys')
      .select(['id', 'key_name', 'key_prefix', 'key_suffix', 'created_at'])
      .where('unik_id', '=', unikId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('chat_flows')
      .select(['id', 'name', 'category', 'updated_at', 'apikeyid'])
      .where('unik_id', '=', unikId)
      .where('apikeyid', 'is not', null)
      .orderBy('name')
      .execute(),
  ])
  return keys.map((k) => ({
    id: k.id,
    keyName: k.key_name,
    maskedKey: maskApiKey(k.key_prefix, k.key_suffix),
    createdAt: k.created_at,
    chatFlows: flows
      .filter((f) => f.apikeyid === k.id)
      .map((f) => ({ id: f.id, flowName: f.name, category: f.category, updatedDate: f.updated_at })),
  }))
}

export async function insertApiKey(
  db: Db,
  unikId: string,
  input: { keyName: string; key: string; id?: string; createdAt?: string },
): Promise<string> {
  const id = input.id ?? randomUUID()
  await db
    .insertInto('api_keys')
    .values({
      id,
      unik_id: unikId,
      key_name: input.keyName,
      key_hash: hashApiKey(input.key),
      key_prefix: input.key.slice(0, 4),
      key_suffix: input.key.slice(-4),
      created_at: input.createdAt ?? nowIso(),
    })
    .execute()
  return id
}

export async function replaceApiKeyValue(db: Db, unikId: string, id: string, key: string): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ key_hash: hashApiKey(key), key_prefix: key.slice(0, 4), key_suffix: key.slice(-4) })
    .where('unik_id', '=', unikId)
    .where('id', '=', id)
    .execute()
}

export async function renameApiKey(db: Db, unikId: string, id: string, keyName: string): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ key_name: keyName })
    .where('unik_id', '=', unikId)
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Deletes the key and clears it from the unik's flows (they then answer as unkeyed, i.e. private). */
export async function deleteApiKeyOfUnik(db: Kysely<DB>, unikId: string, id: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable('chat_flows')
      .set({ apikeyid: null })
      .where('unik_id', '=', unikId)
      .where('apikeyid', '=', id)
      .execute()
    const result = await trx
      .deleteFrom('api_keys')
      .where('unik_id', '=', unikId)
      .where('id', '=', id)
      .executeTakeFirst()
    return result.numDeletedRows > 0n
  })
}

export async function deleteAllApiKeysOfUnik(db: Db, unikId: string): Promise<void> {
  await db.updateTable('chat_flows').set({ apikeyid: null }).where('unik_id', '=', unikId).execute()
  await db.deleteFrom('api_keys').where('unik_id', '=', unikId).execute()
}

export async function apiKeyExists(db: Db, unikId: string, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('api_keys')
    .select('id')
    .where('unik_id', '=', unikId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row !== undefined
}

/** Names and ids of the unik's keys (import matches by name). */
export async function apiKeyNamesOfUnik(db: Db, unikId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('api_keys')
    .select(['id', 'key_name'])
    .where('unik_id', '=', unikId)
    .execute()
  return new Map(rows.map((r) => [r.key_name, r.id]))
}

/** Whether any unik already stores this key value (hashes are unique across the server). */
export async function apiKeyValueTaken(
  db: Db,
  key: string,
): Promise<{ unikId: string; id: string } | undefined> {
  const row = await db
    .selectFrom('api_keys')
    .select(['id', 'unik_id'])
    .where('key_hash', '=', hashApiKey(key))
    .executeTakeFirst()
  return row && { unikId: row.unik_id, id: row.id }
}

export async function apiKeyIdTaken(db: Db, id: string): Promise<boolean> {
  return (await db.selectFrom('api_keys').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
}
