import { Readable } from 'node:stream'
import { parse, type Options } from 'csv-parse'
import { parse as parseWhole } from 'csv-parse/sync'

/**
 * RFC 4180 as people's files bend it: rows may differ in length, a quote inside an unquoted field is a
 * character, line ends may mix (CRLF, LF, CR), a byte-order mark is skipped, and rows of only empty
 * fields are left out.
 */
const CSV_OPTIONS: Options = {
  bom: true,
  relax_column_count: true,
  relax_quotes: true,
  skip_empty_lines: true,
  skip_records_with_empty_values: true,
  record_delimiter: ['\r\n', '\n', '\r'],
}

/** The rows of a CSV text that arrives in pieces (a quoted field may span pieces), parsed as they come. */
export async function* csvRows(pieces: AsyncIterable<string>): AsyncGenerator<string[]> {
  const source = Readable.from(pieces)
  const parser = parse(CSV_OPTIONS)
  source.on('error', (error) => parser.destroy(error))
  source.pipe(parser)
  try {
    for await (const row of parser) yield row as string[]
  } finally {
    source.destroy()
  }
}

/** The rows of a whole CSV text. */
export function parseCsv(text: string): string[][] {
  return parseWhole(text, CSV_OPTIONS) as string[][]
}
