import type { FastifyRequest } from 'fastify'
import type { AppDeps } from '../../deps'
import { NotFoundError } from '../../errors/app-error'
import { hashApiKey } from '../prediction/flow-access.repository'

/**
 * Flowise's store API paths name no unik (`/document-store/upsert/:storeId`): the caller's API key says
 * which. The store must belong to a unik the key is of (Flowise's keys reach their workspace's stores);
 * anything else is the same 404, so stores of other uniks cannot be probed. The key acts as an editor.
 */
export async function authorizeStoreApiKey(
  deps: Pick<AppDeps, 'db'>,
  request: FastifyRequest,
  storeId: string,
): Promise<{ unikId: string; userId: string; role: 'editor' }> {
  const header = request.headers.authorization
  const key = (header ? /^Bearer\s+(\S+)$/i.exec(header) : null)?.[1]
  const row = key
    ? await deps.db
        .selectFrom('document_stores')
        .innerJoin('api_keys', 'api_keys.unik_id', 'document_stores.unik_id')
        .select(['document_stores.unik_id as unikId', 'api_keys.id as keyId'])
        .where('document_stores.id', '=', storeId)
        .where('api_keys.key_hash', '=', hashApiKey(key))
        .executeTakeFirst()
    : undefined
  if (!row) throw new NotFoundError('Document store not found')
  return { unikId: row.unikId, userId: `api-key:${row.keyId}`, role: 'editor' }
}
