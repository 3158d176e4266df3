/**
 * RFC 4180 rows of a text that arrives in pieces: quoted fields may hold commas, quotes ("") and line
 * breaks, also across pieces. `push` answers the rows completed so far; `end` the last one. Rows with
 * only blank fields are left out.
 */
export function createCsvReader(): { push(text: string): string[][]; end(): string[][] } {
  let row: string[] = []
  let field = ''
  let quoted = false
  // A last character whose meaning depends on the next one ('"' in a quoted field, '\r'), kept for it.
  let held = ''
  const keep = (rows: string[][], r: string[]) => {
    if (r.some((f) => f.trim() !== '')) rows.push(r)
  }
  const read = (text: string, final: boolean): string[][] => {
    const rows: string[][] = []
    const stop = final ? text.length : text.length - 1
    let i = 0
    for (; i < stop; i++) {
      const ch = text[i]
      if (quoted) {
        if (ch === '"' && text[i + 1] === '"') {
          field += '"'
          i++
        } else if (ch === '"') quoted = false
        else field += ch
      } else if (ch === '"' && field === '') quoted = true
      else if (ch === ',') {
        row.push(field)
        field = ''
      } else if (ch === '\n' || ch === '\r') {
        if (ch === '\r' && text[i + 1] === '\n') i++
        row.push(field)
        keep(rows, row)
        row = []
        field = ''
      } else field += ch
    }
    held = text.slice(i)
    return rows
  }
  return {
    push: (text) => read(held + text, false),
    end() {
      const rows = read(held, true)
      if (field !== '' || row.length > 0) {
        row.push(field)
        keep(rows, row)
      }
      row = []
      field = ''
      return rows
    },
  }
}

/** RFC 4180 rows of a whole text. */
export function parseCsv(text: string): string[][] {
  const reader = createCsvReader()
  return [...reader.push(text), ...reader.end()]
}
