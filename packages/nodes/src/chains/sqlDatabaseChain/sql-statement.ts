/** The SQL of a model's reply: the fenced block, or the text after `SQLQuery:`, up to an `SQLResult:` it wrote on. */
export function extractSql(reply: string): string {
  const fenced = /```(?:sql)?\s*([\s\S]*?)```/i.exec(reply)?.[1]
  let sql = fenced ?? reply
  const marker = /SQLQuery\s*:\s*/i.exec(sql)
  if (marker) sql = sql.slice(marker.index + marker[0].length)
  sql = sql.split(/\n\s*SQLResult\s*:/i)[0] ?? ''
  return sql.trim().replace(/;\s*$/, '').trim()
}

/** Statements that only read; anything else needs Allow Writes. */
const READING = /^(select|with|explain|show|values|table)\b/i

/** Refusal text when the statement may not run, else undefined (one statement, and reading unless writes are allowed). */
export function refusal(sql: string, allowWrites: boolean): string | undefined {
  if (!sql) return 'The model wrote no SQL query'
  if (withoutStringsAndComments(sql).includes(';')) return 'Only one SQL statement may run at a time'
  if (!allowWrites && !READING.test(sql))
    return 'The database is read-only for this chain (turn on Allow Writes to let queries change data)'
  return undefined
}

function withoutStringsAndComments(sql: string): string {
  return sql
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/"(?:[^"]|"")*"/g, '""')
    .replace(/--[^\n]*/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
}
