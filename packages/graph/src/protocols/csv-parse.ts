/**
 * RFC 4180 CSV into rows of cells: quoted cells may hold commas, quotes (doubled) and line breaks;
 * CRLF, LF or CR end a row; a byte-order mark is skipped; blank lines are dropped.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text
  const endRow = () => {
    row.push(cell)
    if (row.length > 1 || row[0] !== '') rows.push(row)
    row = []
    cell = ''
  }
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"' && cell === '') quoted = true
    else if (ch === ',') {
      row.push(cell)
      cell = ''
    } else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && source[i + 1] === '\n') i++
      endRow()
    } else cell += ch
  }
  if (cell !== '' || row.length > 0) endRow()
  return rows
}

/** A cell `toCsv` guarded against spreadsheet formulas (`'=…`) read back as it was written. */
export const unguardedCell = (text: string): string => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text)
