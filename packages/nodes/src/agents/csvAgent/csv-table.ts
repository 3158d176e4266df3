import { parseCsv } from '../../documentloaders/csvFile/parse-csv'
import { decodeFileInput } from '../../shared/documents'
import { NodeInputError } from '../../shared/read-inputs'

/** Rows handed to the sandbox at most (the file is refused beyond them rather than cut silently). */
export const MAX_ROWS = 20_000
/** Characters of example rows shown to the model. */
const MAX_SAMPLE_CHARS = 6000
const SAMPLE_ROWS = 20

export type TCsvTable = { name: string; columns: string[]; rows: Array<Record<string, string>> }

/** The first CSV file of the input as rows keyed by column name (values stay text, as in the file). */
export function readCsvTable(input: string): TCsvTable {
  const file = decodeFileInput(input)[0]
  if (!file) throw new NodeInputError('CSV Agent needs a CSV file')
  const [columns, ...cells] = parseCsv(file.data.toString('utf8')).filter((r) => r.some((c) => c !== ''))
  if (!columns) throw new NodeInputError(`${file.name} is empty`)
  if (cells.length > MAX_ROWS) throw new NodeInputError(`${file.name} has more than ${MAX_ROWS} rows`)
  const rows = cells.map((r) => Object.fromEntries(columns.map((c, i) => [c, r[i] ?? ''])))
  return { name: file.name, columns, rows }
}

/** Columns, row count and the first rows (bounded), as the model is shown the table. */
export function describeTable(table: TCsvTable): string {
  let sample = ''
  let shown = 0
  for (const row of table.rows.slice(0, SAMPLE_ROWS)) {
    const line = `${JSON.stringify(row)}\n`
    if (sample.length + line.length > MAX_SAMPLE_CHARS) break
    sample += line
    shown++
  }
  return `File: ${table.name}\nColumns: ${JSON.stringify(table.columns)}\nRows: ${table.rows.length}\nFirst ${shown} rows:\n${sample}`
}

/** The JavaScript of a fenced block in the model's answer, or undefined when it answered in words. */
export function extractCode(answer: string): string | undefined {
  const m = /```(?:javascript|js)?[ \t]*\n([\s\S]*?)```/i.exec(answer)
  return m?.[1]?.trim() || undefined
}
