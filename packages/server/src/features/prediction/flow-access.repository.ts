import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import { toBool, type DB } from '../../db/schema'
import { preparedQuery } from '../../db/prepared-query'

/** What access checks need to know of a flow; found by id alone, before any unik is known. */
export interface FlowAccess {
  id: string
  unikId: string
  isPublic: boolean
  apikeyid: string | null
}

const selectFlowAccess = preparedQuery(
  (db, flowId: string) =>
    db.selectFrom('chat_flows').select(['id', 'unik_id', 'is_public', 'apikeyid']).where('id', '=', flowId),
  { cachedWhileUnchanged: ['chat_flows'] },
)

export async function findFlowAccess(db: Kysely<DB>, flowId: string): Promise<FlowAccess | undefined> {
  const [row] = await selectFlowAccess(db, flowId)
  return row && { id: row.id, unikId: row.unik_id, isPublic: toBool(row.is_public), apikeyid: row.apikeyid }
}

export const hashApiKey = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex')

/** The id of the unik's API key with this plaintext, if any. */
export async function findApiKeyId(db: Kysely<DB>, unikId: string, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('api_keys')
    .select('id')
    .where('unik_id', '=', unikId)
    .where('key_hash', '=', hashApiKey(key))
    .executeTakeFirst()
  return row?.id
}
