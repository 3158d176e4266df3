import { lazyImport } from '../../shared/lazy-import'

const libpgQuery = lazyImport(() => import('libpg-query'))
const sqlParserCst = lazyImport(() => import('sql-parser-cst'))

/** The SQL of a model's reply: the fenced block, or the text after `SQLQuery:`, up to an `SQLResult:` it wrote on. */
export function extractSql(reply: string): string {
  const fenced = /```(?:sql)?\s*([\s\S]*?)```/i.exec(reply)?.[1]
  let sql = fenced ?? reply
  const marker = /SQLQuery\s*:\s*/i.exec(sql)
  if (marker) sql = sql.slice(marker.index + marker[0].length)
  sql = sql.split(/\n\s*SQLResult\s*:/i)[0] ?? ''
  return sql.trim().replace(/;\s*$/, '').trim()
}

const ONE_STATEMENT = 'Only one SQL statement may run at a time'
const READ_ONLY =
  'The database is read-only for this chain: only SELECT queries run (turn on Allow Writes to let queries insert, update or delete rows)'
const NOT_DATA =
  'Only SELECT, INSERT, UPDATE and DELETE statements run here (no schema changes, transactions, settings or other files)'

/** PostgreSQL statements (libpg-query's node names) that change rows; anything else but SELECT is refused. */
const PG_WRITES = new Set(['InsertStmt', 'UpdateStmt', 'DeleteStmt', 'MergeStmt'])
/** Inside a SELECT: a data-changing WITH query, SELECT … INTO (a new table), row locks (FOR UPDATE). */
const PG_SELECT_CHANGES = new Set([...PG_WRITES, 'intoClause', 'lockingClause'])

/** Whether any key of the parse tree, at any depth, is one of `names`. */
function holdsAny(tree: unknown, names: ReadonlySet<string>): boolean {
  if (Array.isArray(tree)) return tree.some((item) => holdsAny(item, names))
  if (typeof tree !== 'object' || tree === null) return false
  return Object.entries(tree).some(([key, value]) => names.has(key) || holdsAny(value, names))
}

/** PostgreSQL's own parser (libpg-query): what the server will see, comments and quoting included. */
async function postgresRefusal(sql: string, allowWrites: boolean): Promise<string | undefined> {
  const { parse } = await libpgQuery()
  let statements: unknown[]
  try {
    statements = ((await parse(sql)).stmts ?? []).map((s) => s.stmt)
  } catch (e) {
    return `The query is not valid PostgreSQL: ${e instanceof Error ? e.message : String(e)}`
  }
  if (statements.length !== 1) return ONE_STATEMENT
  const [statement] = statements
  const kind = typeof statement === 'object' && statement ? Object.keys(statement)[0] : undefined
  if (kind === 'SelectStmt')
    return allowWrites || !holdsAny(statement, PG_SELECT_CHANGES) ? undefined : READ_ONLY
  if (kind && PG_WRITES.has(kind)) return allowWrites ? undefined : READ_ONLY
  return NOT_DATA
}

const SQLITE_READS = new Set(['select_stmt', 'compound_select_stmt'])
const SQLITE_WRITES = new Set(['insert_stmt', 'update_stmt', 'delete_stmt'])

/**
 * SQLite through sql-parser-cst's SQLite grammar. ATTACH, VACUUM INTO, PRAGMA and the like are none of the
 * allowed kinds, so they are refused even with writes allowed: they reach other files of the server.
 */
async function sqliteRefusal(sql: string, allowWrites: boolean): Promise<string | undefined> {
  const { parse } = await sqlParserCst()
  let kinds: string[]
  try {
    kinds = parse(sql, { dialect: 'sqlite' })
      .statements.map((s) => s.type)
      .filter((type) => type !== 'empty')
  } catch (e) {
    return `The query is not valid SQLite: ${e instanceof Error ? e.message.split('\n')[0] : String(e)}`
  }
  if (kinds.length !== 1) return ONE_STATEMENT
  const [kind = ''] = kinds
  if (SQLITE_READS.has(kind)) return undefined
  if (SQLITE_WRITES.has(kind)) return allowWrites ? undefined : READ_ONLY
  return NOT_DATA
}

/**
 * Refusal text when the statement may not run, else undefined: decided by a real parser of the dialect
 * (one statement, SELECT — or INSERT, UPDATE, DELETE with Allow Writes). The connection enforces the same
 * again (one statement per call, a read-only session), so a parser gap alone opens nothing.
 */
export async function refusal(
  sql: string,
  allowWrites: boolean,
  dialect: 'sqlite' | 'postgres',
): Promise<string | undefined> {
  if (!sql) return 'The model wrote no SQL query'
  return dialect === 'postgres' ? postgresRefusal(sql, allowWrites) : sqliteRefusal(sql, allowWrites)
}
