import { z } from 'zod'

/** How much text one dataset cell may hold (an input, an expected output, a history turn). */
export const DATASET_CELL_MAX = 100_000
/** Rows one CSV import may add. */
export const DATASET_IMPORT_MAX_ROWS = 5_000

/** A past turn a row replays before its input (the flow's memory sees it as history). */
export const ZDatasetHistoryTurn = z.object({
  role: z.enum(['userMessage', 'apiMessage']),
  content: z.string().max(DATASET_CELL_MAX),
})
export type TDatasetHistoryTurn = z.infer<typeof ZDatasetHistoryTurn>

/** One case: the question, the answer expected, and optionally a session history and `$vars` overrides. */
export const ZDatasetRow = z.object({
  id: z.string(),
  datasetId: z.string(),
  input: z.string(),
  output: z.string(),
  history: z.array(ZDatasetHistoryTurn),
  variables: z.record(z.string(), z.string()),
  sequenceNo: z.number().int(),
  updatedDate: z.string(),
})
export type TDatasetRow = z.infer<typeof ZDatasetRow>

export const ZDataset = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  rowCount: z.number().int(),
  createdDate: z.string(),
  updatedDate: z.string(),
})
export type TDataset = z.infer<typeof ZDataset>

export const ZDatasetWithRows = ZDataset.extend({ rows: z.array(ZDatasetRow) })
export type TDatasetWithRows = z.infer<typeof ZDatasetWithRows>

/**
 * A CSV file as Flowise's dataset dialog sends it (`csvFile`: a `data:text/csv;base64,…` URL) or as
 * plain text. The first column is the input, the second the expected output; with more columns a
 * header row may name `input`, `output`, `history` (JSON turns) and `variables` (a JSON object).
 */
export const ZDatasetCsv = z.object({
  csvFile: z.string().min(1).max(20_000_000),
  firstRowHeaders: z.boolean().default(false),
})

export const ZDatasetBody = z.object({
  name: z.string().trim().min(1, 'Dataset name required').max(255),
  description: z.string().max(2_000).default(''),
  csvFile: ZDatasetCsv.shape.csvFile.optional(),
  firstRowHeaders: ZDatasetCsv.shape.firstRowHeaders,
})
export type TDatasetBody = z.input<typeof ZDatasetBody>

export const ZDatasetUpdateBody = z.object({
  name: z.string().trim().min(1, 'Dataset name required').max(255).optional(),
  description: z.string().max(2_000).optional(),
})
export type TDatasetUpdateBody = z.input<typeof ZDatasetUpdateBody>

const rowFields = {
  input: z.string().max(DATASET_CELL_MAX),
  output: z.string().max(DATASET_CELL_MAX).default(''),
  history: z.array(ZDatasetHistoryTurn).max(200).default([]),
  variables: z.record(z.string().max(255), z.string().max(DATASET_CELL_MAX)).default({}),
}

export const ZDatasetRowBody = z.object({ datasetId: z.string().min(1), ...rowFields })
export type TDatasetRowBody = z.input<typeof ZDatasetRowBody>

export const ZDatasetRowUpdateBody = z.object({
  input: rowFields.input.optional(),
  output: z.string().max(DATASET_CELL_MAX).optional(),
  history: z.array(ZDatasetHistoryTurn).max(200).optional(),
  variables: z.record(z.string().max(255), z.string().max(DATASET_CELL_MAX)).optional(),
})
export type TDatasetRowUpdateBody = z.input<typeof ZDatasetRowUpdateBody>

/** `PATCH …/datasets/rows`: delete these rows (Flowise's bulk delete). */
export const ZDatasetRowsDeleteBody = z.object({ ids: z.array(z.string().min(1)).min(1).max(5_000) })

/**
 * Rows from real chats: each picked answer (`apiMessage`) becomes a row with the question before it as
 * the input, the answer as the expected output, and the earlier turns of its chat as the history.
 */
export const ZDatasetRowsFromMessagesBody = z.object({
  chatflowId: z.string().min(1),
  messageIds: z.array(z.string().min(1)).min(1).max(500),
  withHistory: z.boolean().default(true),
})
export type TDatasetRowsFromMessagesBody = z.input<typeof ZDatasetRowsFromMessagesBody>

export const ZDatasetParams = z.object({ unikId: z.string(), id: z.string() })
export const ZDatasetRowsAdded = z.object({ added: z.number().int(), rows: z.array(ZDatasetRow) })
export type TDatasetRowsAdded = z.infer<typeof ZDatasetRowsAdded>
