import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { ValidationError } from '../../errors/app-error'
import type { TKnowledgeStore } from './assistant-flow'

/**
 * The document stores an assistant names as knowledge, in its order: each must be of this unik and
 * searchable (a vector store configured, i.e. upserted at least once), else the save is refused.
 */
export async function readKnowledgeStores(
  db: Kysely<DB>,
  unikId: string,
  ids: readonly string[],
): Promise<TKnowledgeStore[]> {
  if (ids.length === 0) return []
  const rows = await db
    .selectFrom('document_stores')
    .select(['id', 'name', 'description', 'vector_store_config'])
    .where('unik_id', '=', unikId)
    .where('id', 'in', [...ids])
    .execute()
  const byId = new Map(rows.map((r) => [r.id, r]))
  return [...new Set(ids)].map((id) => {
    const row = byId.get(id)
    if (!row) throw new ValidationError('Document store not found')
    if (!row.vector_store_config)
      throw new ValidationError(`Document store "${row.name}" has no vectors yet; upsert it first`)
    return { id: row.id, name: row.name, description: row.description }
  })
}
