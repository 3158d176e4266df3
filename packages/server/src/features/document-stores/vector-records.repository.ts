import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { TUpsertCounts } from '@unikflow/graph'
import { nowIso, type DB } from '../../db/schema'
import { columnSchemas, parseJsonColumn } from './json-columns'
import { ZUpsertCounts } from '@unikflow/graph'

/** The record manager: one row per upserted chunk, keyed by its group and content (record-plan.ts). */
export async function readRecordKeys(db: Kysely<DB>, storeId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('document_store_records')
    .select('key')
    .where('store_id', '=', storeId)
    .execute()
  return new Set(rows.map((r) => r.key))
}

export async function writeRecords(
  db: Kysely<DB>,
  storeId: string,
  put: readonly string[],
  removed: readonly string[],
): Promise<void> {
  const now = nowIso()
  await db.transaction().execute(async (trx) => {
    for (const keys of [removed, put])
      for (let i = 0; i < keys.length; i += 500)
        await trx
          .deleteFrom('document_store_records')
          .where('store_id', '=', storeId)
          .where('key', 'in', keys.slice(i, i + 500))
          .execute()
    for (let i = 0; i < put.length; i += 500)
      await trx
        .insertInto('document_store_records')
        .values(
          put.slice(i, i + 500).map((key) => ({
            store_id: storeId,
            key,
            hash: key.slice(key.indexOf(':') + 1),
            updated_at: now,
          })),
        )
        .execute()
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
