/** A value of a sheet cell as the table shows it (pipes escaped, line breaks as spaces). */
const cell = (value: unknown) =>
  (value === null || value === undefined ? '' : String(value)).replace(/\|/g, '\\|').replace(/\r?\n/g, ' ')

/** Column letters A, B, … Z, AA, AB … for a sheet read without its header row. */
export function columnLetters(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    let name = ''
    for (let n = i + 1; n > 0; n = Math.floor((n - 1) / 26))
      name = String.fromCharCode(65 + ((n - 1) % 26)) + name
    return name
  })
}

/**
 * A sheet's rows as a Markdown table: the first row as its header, or column letters when the sheet has none;
 * short rows padded to the header's width.
 */
export function sheetTable(rows: readonly (readonly unknown[])[], firstRowIsHeader: boolean) {
  const width = Math.max(0, ...rows.map((r) => r.length))
  const headers = firstRowIsHeader ? (rows[0] ?? []).map(cell) : columnLetters(width)
  const body = firstRowIsHeader ? rows.slice(1) : rows
  const columns = Math.max(headers.length, width)
  const line = (values: readonly unknown[]) =>
    `| ${Array.from({ length: columns }, (_, i) => cell(values[i])).join(' | ')} |`
  const table = [line(headers), line(Array.from({ length: columns }, () => '---')), ...body.map(line)]
  return { text: `${table.join('\n')}\n`, headers, dataRows: body.length }
}
