import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import { ErrorCodes, ZApiKeyFileEntry, type TApiKeyImportBody } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { ConflictError, ValidationError } from '../../errors/app-error'
import {
  apiKeyIdTaken,
  apiKeyNamesOfUnik,
  apiKeyValueTaken,
  deleteAllApiKeysOfUnik,
  insertApiKey,
  replaceApiKeyValue,
} from './api-keys.repository'

export type ImportInput = { importMode: NonNullable<TApiKeyImportBody['importMode']>; jsonFile: string }
type Mode = 'addNew' | 'replaceIfExist' | 'errorIfExist' | 'replaceAll'

const MODE_ALIASES: Record<ImportInput['importMode'], Mode> = {
  addNew: 'addNew',
  ignoreIfExist: 'addNew',
  replaceIfExist: 'replaceIfExist',
  overwriteIfExist: 'replaceIfExist',
  errorIfExist: 'errorIfExist',
  replaceAll: 'replaceAll',
}

const ZFile = z.array(ZApiKeyFileEntry).max(1000)

/** Flowise's api.json: a base64 `data:` URL (what its UI uploads) or the JSON text. */
function readFile(jsonFile: string): z.infer<typeof ZFile> {
  let text = jsonFile
  if (jsonFile.startsWith('data:')) {
    const comma = jsonFile.indexOf(',')
    if (comma < 0 || !/;base64$/.test(jsonFile.slice(0, comma)))
      throw new ValidationError('Invalid api.json: not a base64 data URL')
    text = Buffer.from(jsonFile.slice(comma + 1), 'base64').toString('utf8')
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ValidationError('Invalid api.json: not JSON')
  }
  const result = ZFile.safeParse(parsed)
  if (!result.success)
    throw new ValidationError(
      `Invalid api.json: ${result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    )
  const names = new Set<string>()
  for (const entry of result.data) {
    if (names.has(entry.keyName))
      throw new ValidationError(`Invalid api.json: key name "${entry.keyName}" appears twice`)
    names.add(entry.keyName)
  }
  return result.data
}

/**
 * Imports the keys of an api.json into a unik in one transaction (all or nothing). The file holds
 * plaintext keys; only their hashes are stored. A key value another key already has is refused.
 */
export async function importApiKeys(
  db: Kysely<DB>,
  unikId: string,
  input: ImportInput,
): Promise<{ added: number; replaced: number; skipped: number }> {
  const entries = readFile(input.jsonFile)
  const mode = MODE_ALIASES[input.importMode]
  return db.transaction().execute(async (trx) => {
    if (mode === 'replaceAll') await deleteAllApiKeysOfUnik(trx, unikId)
    const existing = await apiKeyNamesOfUnik(trx, unikId)
    if (mode === 'errorIfExist') {
      const clash = entries.find((e) => existing.has(e.keyName))
      if (clash)
        throw new ConflictError(`Key with name ${clash.keyName} already exists`, ErrorCodes.ApiKeyExists)
    }
    const counts = { added: 0, replaced: 0, skipped: 0 }
    for (const entry of entries) {
      const existingId = existing.get(entry.keyName)
      if (existingId && mode === 'addNew') {
        counts.skipped++
        continue
      }
      const taken = await apiKeyValueTaken(trx, entry.apiKey)
      if (taken && taken.id !== existingId)
        throw new ConflictError(`The key of "${entry.keyName}" is already in use`, ErrorCodes.ApiKeyExists)
      if (existingId) {
        await replaceApiKeyValue(trx, unikId, existingId, entry.apiKey)
        counts.replaced++
        continue
      }
      // Keep the file's id when free, so imported flows that name it (apikeyid) keep their key.
      const id = entry.id && !(await apiKeyIdTaken(trx, entry.id)) ? entry.id : randomUUID()
      const createdAt =
        entry.createdAt && !Number.isNaN(Date.parse(entry.createdAt))
          ? new Date(entry.createdAt).toISOString()
          : undefined
      await insertApiKey(trx, unikId, {
        keyName: entry.keyName,
        key: entry.apiKey,
        id,
        ...(createdAt ? { createdAt } : {}),
      })
      counts.added++
    }
    return counts
  })
}
