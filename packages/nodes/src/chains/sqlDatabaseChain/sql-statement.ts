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

/** SQLite statements that reach other files of the server (ATTACH another database, VACUUM INTO a new one). */
const SQLITE_FILE_ACCESS = /\b(attach|detach)\b|\bvacuum\b[\s\S]*\binto\b/i

/**
 * Refusal text when the statement may not run, else undefined: one statement, reading unless writes are
 * allowed, and on SQLite never a statement opening another file (even with writes allowed).
 */
export function refusal(
  sql: string,
  allowWrites: boolean,
  dialect: 'sqlite' | 'postgres',
): string | undefined {
  if (!sql) return 'The model wrote no SQL query'
  const code = withoutStringsAndComments(sql)
  if (code.includes(';')) return 'Only one SQL statement may run at a time'
  if (dialect === 'sqlite' && SQLITE_FILE_ACCESS.test(code))
    return 'Statements opening other database files (ATTACH, VACUUM INTO) are not allowed'
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
