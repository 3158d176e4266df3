import type { Kysely } from 'kysely'
import {
  type TApiKey,
  type TApiKeyCreated,
  type TApiKeyImportResult,
  type TApiKeyCreateBody,
} from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { NotFoundError } from '../../errors/app-error'
import { importApiKeys, type ImportInput } from './import-api-keys'
import {
  deleteApiKeyOfUnik,
  generateApiKey,
  insertApiKey,
  listApiKeysOfUnik,
  renameApiKey,
} from './api-keys.repository'

// Access (unik membership and role) is checked by the policy hook; these take the unik it vouched for.

const notFound = () => new NotFoundError('API key not found')

export const listApiKeys = (db: Kysely<DB>, unikId: string): Promise<TApiKey[]> =>
  listApiKeysOfUnik(db, unikId)

async function findListed(db: Kysely<DB>, unikId: string, id: string): Promise<TApiKey> {
  const key = (await listApiKeysOfUnik(db, unikId)).find((k) => k.id === id)
  if (!key) throw notFound()
  return key
}

/** A new random key: the answer carries it in full, this once; only its hash is stored. */
export async function createApiKey(
  db: Kysely<DB>,
  unikId: string,
  body: TApiKeyCreateBody,
): Promise<TApiKeyCreated> {
  const key = generateApiKey()
  const id = await insertApiKey(db, unikId, { keyName: body.keyName, key })
  return { ...(await findListed(db, unikId, id)), apiKey: key }
}

export async function updateApiKey(
  db: Kysely<DB>,
  unikId: string,
  id: string,
  keyName: string,
): Promise<TApiKey> {
  if (!(await renameApiKey(db, unikId, id, keyName))) throw notFound()
  return findListed(db, unikId, id)
}

export async function deleteApiKey(db: Kysely<DB>, unikId: string, id: string): Promise<void> {
  if (!(await deleteApiKeyOfUnik(db, unikId, id))) throw notFound()
}

export async function importApiKeyFile(
  db: Kysely<DB>,
  unikId: string,
  input: ImportInput,
): Promise<TApiKeyImportResult> {
  const counts = await importApiKeys(db, unikId, input)
  return { ...counts, keys: await listApiKeysOfUnik(db, unikId) }
}
