import type { Kysely, Selectable } from 'kysely'
import { sql } from 'kysely'
import { z } from 'zod'
import { ZDatasetHistoryTurn, type TDataset, type TDatasetRow } from '@unikflow/graph'
import { nowIso, type DB } from '../../db/schema'
import type { DatasetRowsTable, DatasetsTable } from '../../db/schema-evaluations'
import { timeOrderedId } from '../../db/time-ordered-id'
import { withinTransaction } from '../../db/within-transaction'
import { powerOfTwoChunks } from '../../db/row-chunks'

type Target = { unikId: string }
export type NewRow = Pick<TDatasetRow, 'input' | 'output' | 'history' | 'variables'>

const ZHistory = z.array(ZDatasetHistoryTurn).catch([])
const ZVariables = z.record(z.string(), z.string()).catch({})

const toDataset = (row: Selectable<DatasetsTable>, rowCount: number): TDataset => ({
  id: row.id,
  name: row.name,
  description: row.description,
  rowCount,
  createdDate: row.created_at,
  updatedDate: row.updated_at,
})

export const toDatasetRow = (row: Selectable<DatasetRowsTable>): TDatasetRow => ({
  id: row.id,
  datasetId: row.dataset_id,
  input: row.input,
  output: row.output,
  history: ZHistory.parse(JSON.parse(row.history)),
  variables: ZVariables.parse(JSON.parse(row.variables)),
  sequenceNo: row.sequence_no,
  updatedDate: row.updated_at,
})

/** The unik's datasets with their row counts (one query), newest first. */
export async function listDatasets(db: Kysely<DB>, target: Target): Promise<TDataset[]> {
  const rows = await db
    .selectFrom('datasets as d')
    .leftJoin('dataset_rows as r', 'r.dataset_id', 'd.id')
    .selectAll('d')
    .select((eb) => eb.fn.count<number | string>('r.id').as('row_count'))
    .where('d.unik_id', '=', target.unikId)
    .groupBy(['d.id', 'd.unik_id', 'd.name', 'd.description', 'd.created_at', 'd.updated_at'])
    .orderBy('d.created_at', 'desc')
    .execute()
  return rows.map(({ row_count, ...row }) => toDataset(row, Number(row_count)))
}

export async function findDataset(db: Kysely<DB>, target: Target, id: string): Promise<TDataset | undefined> {
  const row = await db
    .selectFrom('datasets')
    .selectAll()
    .where('unik_id', '=', target.unikId)
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return undefined
  const count = await db
    .selectFrom('dataset_rows')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('dataset_id', '=', id)
    .executeTakeFirstOrThrow()
  return toDataset(row, Number(count.n))
}

export async function listDatasetRows(db: Kysely<DB>, target: Target, datasetId: string) {
  const rows = await db
    .selectFrom('dataset_rows')
    .selectAll()
    .where('unik_id', '=', target.unikId)
    .where('dataset_id', '=', datasetId)
    .orderBy('sequence_no')
    .orderBy('id')
    .execute()
  return rows.map(toDatasetRow)
}

export async function insertDataset(
  db: Kysely<DB>,
  target: Target,
  fields: { name: string; description: string },
): Promise<string> {
  const id = timeOrderedId()
  const now = nowIso()
  await db
    .insertInto('datasets')
    .values({ id, unik_id: target.unikId, ...fields, created_at: now, updated_at: now })
    .execute()
  return id
}

export async function updateDataset(
  db: Kysely<DB>,
  target: Target,
  id: string,
  patch: { name?: string | undefined; description?: string | undefined },
): Promise<void> {
  await db
    .updateTable('datasets')
    .set({
      ...(patch.name !== undefined && { name: patch.name }),
      ...(patch.description !== undefined && { description: patch.description }),
      updated_at: nowIso(),
    })
    .where('unik_id', '=', target.unikId)
    .where('id', '=', id)
    .execute()
}

export async function deleteDataset(db: Kysely<DB>, target: Target, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('datasets')
    .where('unik_id', '=', target.unikId)
    .where('id', '=', id)
    .executeTakeFirst()
  return result.numDeletedRows > 0n
}

/** Appends rows after the dataset's last one, in one transaction (chunked inserts). */
export async function appendDatasetRows(
  db: Kysely<DB>,
  target: Target,
  datasetId: string,
  rows: readonly NewRow[],
): Promise<TDatasetRow[]> {
  if (rows.length === 0) return []
  return withinTransaction(db, async (trx) => {
    const last = await trx
      .selectFrom('dataset_rows')
      .select(sql<number | null>`max(sequence_no)`.as('max'))
      .where('dataset_id', '=', datasetId)
      .executeTakeFirst()
    const start = Number(last?.max ?? -1) + 1
    const now = nowIso()
    const values = rows.map((r, i) => ({
      id: timeOrderedId(),
      unik_id: target.unikId,
      dataset_id: datasetId,
      input: r.input,
      output: r.output,
      history: JSON.stringify(r.history),
      variables: JSON.stringify(r.variables),
      sequence_no: start + i,
      updated_at: now,
    }))
    for (const chunk of powerOfTwoChunks(values)) await trx.insertInto('dataset_rows').values(chunk).execute()
    await trx.updateTable('datasets').set({ updated_at: now }).where('id', '=', datasetId).execute()
    return values.map(toDatasetRow)
  })
}

export async function findDatasetRow(db: Kysely<DB>, target: Target, id: string) {
  const row = await db
    .selectFrom('dataset_rows')
    .selectAll()
    .where('unik_id', '=', target.unikId)
    .where('id', '=', id)
    .executeTakeFirst()
  return row && toDatasetRow(row)
}

export async function updateDatasetRow(
  db: Kysely<DB>,
  target: Target,
  id: string,
  patch: Partial<NewRow>,
): Promise<void> {
  await db
    .updateTable('dataset_rows')
    .set({
      ...(patch.input !== undefined && { input: patch.input }),
      ...(patch.output !== undefined && { output: patch.output }),
      ...(patch.history !== undefined && { history: JSON.stringify(patch.history) }),
      ...(patch.variables !== undefined && { variables: JSON.stringify(patch.variables) }),
      updated_at: nowIso(),
    })
    .where('unik_id', '=', target.unikId)
    .where('id', '=', id)
    .execute()
}

export async function deleteDatasetRows(
  db: Kysely<DB>,
  target: Target,
  ids: readonly string[],
): Promise<number> {
  const result = await db
    .deleteFrom('dataset_rows')
    .where('unik_id', '=', target.unikId)
    .where('id', 'in', ids)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
