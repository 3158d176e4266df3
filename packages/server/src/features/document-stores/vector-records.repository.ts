import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { TUpsertCounts } from '@unikflow/graph'
import { nowIso, type DB } from '../../db/schema'
import { columnSchemas, parseJsonColumn } from './json-columns'
import { ZUpsertCounts } from '@unikflow/graph'

/** The record manager: a content hash per upserted chunk of a store. */
export async function readRecords(db: Kysely<DB>, storeId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('document_store_records')
    .select(['key', 'hash'])
    .where('store_id', '=', storeId)
    .execute()
  return new Map(rows.map((r) => [r.key, r.hash]))
}

export async function writeRecords(
  db: Kysely<DB>,
  storeId: string,
  put: readonly { key: string; hash: string }[],
  removed: readonly string[],
): Promise<void> {
  const now = nowIso()
  await db.transaction().execute(async (trx) => {
    for (let i = 0; i < removed.length; i += 500)
      await trx
        .deleteFrom('document_store_records')
        .where('store_id', '=', storeId)
        .where('key', 'in', removed.slice(i, i + 500))
        .execute()
    for (let i = 0; i < put.length; i += 500) {
      const batch = put.slice(i, i + 500)
      await trx
        .deleteFrom('document_store_records')
        .where('store_id', '=', storeId)
        .where(
          'key',
          'in',
          batch.map((r) => r.key),
        )
        .execute()
      await trx
        .insertInto('document_store_records')
        .values(batch.map((r) => ({ store_id: storeId, key: r.key, hash: r.hash, updated_at: now })))
        .execute()
    }
  })
}

export async function clearRecords(db: Kysely<DB>, storeId: string): Promise<void> {
  await db.deleteFrom('document_store_records').where('store_id', '=', storeId).execute()
}

export async function insertUpsertHistory(
  db: Kysely<DB>,
  unikId: string,
  storeId: string,
  entry: { result: TUpsertCounts; config: Record<string, unknown>; durationMs: number },
): Promise<void> {
  await db
    .insertInto('document_store_upserts')
    .values({
      id: randomUUID(),
      unik_id: unikId,
      store_id: storeId,
      result: JSON.stringify(entry.result),
      config: JSON.stringify(entry.config),
      duration_ms: entry.durationMs,
      created_at: nowIso(),
    })
    .execute()
}

export async function listUpsertHistory(db: Kysely<DB>, unikId: string, storeId: string) {
  const rows = await db
    .selectFrom('document_store_upserts')
    .selectAll()
    .where('unik_id', '=', unikId)
    .where('store_id', '=', storeId)
    .orderBy('created_at', 'desc')
    .limit(100)
    .execute()
  const empty = { numAdded: 0, numUpdated: 0, numSkipped: 0, numDeleted: 0 }
  return rows.map((r) => ({
    id: r.id,
    storeId: r.store_id,
    result: parseJsonColumn(r.result, ZUpsertCounts) ?? empty,
    durationMs: r.duration_ms,
    config: parseJsonColumn(r.config, columnSchemas.metadata) ?? {},
    date: r.created_at,
  }))
}
