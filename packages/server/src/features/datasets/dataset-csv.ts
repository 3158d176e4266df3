import { DATASET_IMPORT_MAX_ROWS, ZDatasetHistoryTurn, type TDatasetRow } from '@unikflow/graph'
import { toCsv, unguardedCell } from '@unikflow/graph/protocols'
import { parseCsv } from '@unikflow/nodes'
import { z } from 'zod'
import { ValidationError } from '../../errors/app-error'
import type { NewRow } from './datasets.repository'

type Column = 'input' | 'output' | 'history' | 'variables'
const ZHistory = z.array(ZDatasetHistoryTurn)
const ZVariables = z.record(z.string(), z.string())

/** A `data:text/csv;base64,…` URL (Flowise's dialog sends one) or the CSV text itself. */
function csvText(csvFile: string): string {
  const match = /^data:[^,]*?(;base64)?,/.exec(csvFile)
  if (!match) return csvFile
  const payload = csvFile.slice(match[0].length)
  return match[1] ? Buffer.from(payload, 'base64').toString('utf8') : decodeURIComponent(payload)
}

/** The cells of a CSV text; a file CSV cannot read (a quote that never closes) is the caller's error. */
function csvTable(text: string): string[][] {
  try {
    return parseCsv(text).map((r) => r.map(unguardedCell))
  } catch (error) {
    throw new ValidationError(`The CSV file cannot be read: ${(error as Error).message}`)
  }
}

function jsonCell<T>(text: string | undefined, schema: z.ZodType<T>, fallback: T, what: string): T {
  if (!text?.trim()) return fallback
  try {
    return schema.parse(JSON.parse(text))
  } catch {
    throw new ValidationError(`The ${what} column holds no valid JSON ${what}`)
  }
}

/** Column positions: from a header naming them, else input, output, history, variables in order. */
function columnsOf(header: readonly string[] | undefined): Record<Column, number> {
  const named = header?.map((h) => h.trim().toLowerCase())
  const at = (name: Column, fallback: number) => {
    const i = named?.indexOf(name) ?? -1
    return i >= 0 ? i : fallback
  }
  return {
    input: at('input', 0),
    output: at('output', 1),
    history: at('history', 2),
    variables: at('variables', 3),
  }
}

/**
 * Rows of a CSV file: Flowise's two-column file (input, output) as is; a header row (when
 * `firstRowHeaders`) may name the columns, including `history` and `variables` as JSON.
 */
export function rowsFromCsv(csvFile: string, firstRowHeaders: boolean): NewRow[] {
  const table = csvTable(csvText(csvFile))
  const [first, ...rest] = table
  const body = firstRowHeaders ? rest : table
  if (body.length > DATASET_IMPORT_MAX_ROWS)
    throw new ValidationError(`A CSV import may add at most ${DATASET_IMPORT_MAX_ROWS} rows`)
  const cols = columnsOf(firstRowHeaders ? first : undefined)
  return body
    .filter((r) => (r[cols.input] ?? '').trim() !== '')
    .map((r) => ({
      input: r[cols.input] ?? '',
      output: r[cols.output] ?? '',
      history: jsonCell(r[cols.history], ZHistory, [], 'history'),
      variables: jsonCell(r[cols.variables], ZVariables, {}, 'variables'),
    }))
}

/** The rows as CSV with a header; history and variables as JSON when any row has them. */
export function rowsToCsv(rows: readonly TDatasetRow[]): string {
  const rich = rows.some((r) => r.history.length > 0 || Object.keys(r.variables).length > 0)
  if (!rich)
    return toCsv(
      ['Input', 'Output'],
      rows.map((r) => [r.input, r.output]),
    )
  return toCsv(
    ['Input', 'Output', 'History', 'Variables'],
    rows.map((r) => [r.input, r.output, JSON.stringify(r.history), JSON.stringify(r.variables)]),
  )
}
