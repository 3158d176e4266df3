import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type {
  TDatasetRow,
  TDatasetRowsAdded,
  TDatasetWithRows,
  ZDatasetBody,
  ZDatasetRowBody,
  ZDatasetRowUpdateBody,
  ZDatasetRowsFromMessagesBody,
} from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { NotFoundError } from '../../errors/app-error'
import { chatflowExists } from '../chatflows/chatflows.repository'
import { rowsFromCsv } from './dataset-csv'
import {
  appendDatasetRows,
  findDataset,
  findDatasetRow,
  insertDataset,
  listDatasetRows,
  updateDatasetRow,
} from './datasets.repository'
import { rowsFromMessages } from './rows-from-messages'

type Target = { unikId: string }

/** The dataset with its rows; 404 when it is not in this unik. */
export async function getDataset(db: Kysely<DB>, target: Target, id: string): Promise<TDatasetWithRows> {
  const dataset = await findDataset(db, target, id)
  if (!dataset) throw new NotFoundError('Dataset not found')
  return { ...dataset, rows: await listDatasetRows(db, target, id) }
}

/** A new dataset, with the rows of its CSV file when one is given (Flowise's create dialog). */
export async function createDataset(
  db: Kysely<DB>,
  target: Target,
  body: z.output<typeof ZDatasetBody>,
): Promise<TDatasetWithRows> {
  // Parsed first: a broken file creates nothing.
  const rows = body.csvFile ? rowsFromCsv(body.csvFile, body.firstRowHeaders) : []
  const id = await insertDataset(db, target, { name: body.name, description: body.description })
  await appendDatasetRows(db, target, id, rows)
  return getDataset(db, target, id)
}

async function requireDataset(db: Kysely<DB>, target: Target, id: string) {
  if (!(await findDataset(db, target, id))) throw new NotFoundError('Dataset not found')
}

export async function importCsvRows(
  db: Kysely<DB>,
  target: Target,
  id: string,
  csv: { csvFile: string; firstRowHeaders: boolean },
): Promise<TDatasetRowsAdded> {
  await requireDataset(db, target, id)
  const rows = await appendDatasetRows(db, target, id, rowsFromCsv(csv.csvFile, csv.firstRowHeaders))
  return { added: rows.length, rows }
}

export async function addDatasetRow(
  db: Kysely<DB>,
  target: Target,
  body: z.output<typeof ZDatasetRowBody>,
): Promise<TDatasetRow> {
  await requireDataset(db, target, body.datasetId)
  const { datasetId, ...row } = body
  const [added] = await appendDatasetRows(db, target, datasetId, [row])
  if (!added) throw new Error('The row was not stored')
  return added
}

export async function editDatasetRow(
  db: Kysely<DB>,
  target: Target,
  id: string,
  patch: z.output<typeof ZDatasetRowUpdateBody>,
): Promise<TDatasetRow> {
  if (!(await findDatasetRow(db, target, id))) throw new NotFoundError('Dataset row not found')
  await updateDatasetRow(db, target, id, {
    ...(patch.input !== undefined && { input: patch.input }),
    ...(patch.output !== undefined && { output: patch.output }),
    ...(patch.history !== undefined && { history: patch.history }),
    ...(patch.variables !== undefined && { variables: patch.variables }),
  })
  const row = await findDatasetRow(db, target, id)
  if (!row) throw new NotFoundError('Dataset row not found')
  return row
}

/** Rows from messages of a flow of this unik picked in View Messages. */
export async function addRowsFromMessages(
  db: Kysely<DB>,
  target: Target,
  id: string,
  body: z.output<typeof ZDatasetRowsFromMessagesBody>,
): Promise<TDatasetRowsAdded> {
  await requireDataset(db, target, id)
  if (!(await chatflowExists(db, target.unikId, body.chatflowId)))
    throw new NotFoundError('Chatflow not found')
  const rows = await rowsFromMessages(db, { unikId: target.unikId, flowId: body.chatflowId }, body)
  const added = await appendDatasetRows(db, target, id, rows)
  return { added: added.length, rows: added }
}
