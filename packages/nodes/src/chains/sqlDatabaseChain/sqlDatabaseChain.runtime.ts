import type { BaseLanguageModel } from '@langchain/core/language_models/base'
import type { TNodeAnswer, TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { FlowChain } from '../../shared/flow-chain'
import { moderateInput } from '../../shared/flow-moderation'
import { callModel } from '../../shared/model-call'
import { getBoolean, getInstance, getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { openPostgres } from './postgres-database'
import type { TSqlDatabase } from './sql-database'
import { openSqlite } from './sqlite-database'
import { extractSql, refusal } from './sql-statement'
import { sqlDatabaseChain } from './sqlDatabaseChain.node.js'
import { lazyImport } from '../../shared/lazy-import'

const langchainCoreLanguageModelsBase = lazyImport(() => import('@langchain/core/language_models/base'))

/** Characters of query results given to the model. */
const MAX_RESULT_CHARS = 8000

const DEFAULT_QUERY_PROMPT = `You write {dialect} queries. Given the question, write one syntactically correct {dialect} query that answers it.
Unless the question asks for a number of rows, return at most {top_k} rows (LIMIT). Select only the columns the question needs, and quote identifiers with double quotes.
Use only the tables and columns below.

{table_info}

Question: {input}
Answer with the SQL query only.`

const list = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)

/** The longest a query may run when the host sets no limit (the server passes SQL_QUERY_TIMEOUT_MS). */
const DEFAULT_QUERY_TIMEOUT_MS = 10_000

const INLINE_CONNECTION =
  'the PostgreSQL connection string is typed into the node, where it is stored in plain text and exported with the flow; it is no longer used. Save the flow once (the server moves it into a PostgreSQL Connection credential), or create that credential yourself, choose it in the node and clear the field'

async function openDatabase(ctx: TNodeContext, allowWrites: boolean): Promise<TSqlDatabase> {
  const kind = getString(ctx, 'database') || 'sqlite'
  const options = { allowWrites, timeoutMs: ctx.sqlQueryTimeoutMs ?? DEFAULT_QUERY_TIMEOUT_MS }
  if (kind === 'postgres') {
    const { connectionString } = await ctx.getCredential()
    if (connectionString?.trim()) return openPostgres(ctx, connectionString.trim(), options)
    if (getString(ctx, 'url').trim()) throw new NodeInputError(`${ctx.label}: ${INLINE_CONNECTION}`)
    throw new NodeInputError(`${ctx.label}: choose a PostgreSQL Connection credential`)
  }
  if (kind === 'sqlite') {
    const file = getString(ctx, 'url').trim()
    if (!file) throw new NodeInputError(`${ctx.label}: the SQLite file path is empty`)
    return openSqlite(ctx, file, options)
  }
  throw new NodeInputError(
    `${ctx.label}: ${kind} databases are not supported yet (SQLite and PostgreSQL are)`,
  )
}

async function tableInfo(ctx: TNodeContext, db: TSqlDatabase): Promise<string> {
  const include = list(getString(ctx, 'includesTables'))
  const ignore = new Set(list(getString(ctx, 'ignoreTables')))
  const tables = db.tables.filter((t) => (include.length ? include.includes(t) : true) && !ignore.has(t))
  const sample = getNumber(ctx, 'sampleRowsInTableInfo', 3)
  const parts: string[] = []
  for (const table of tables) {
    const rows = sample > 0 ? await db.sampleRows(table, sample) : []
    const example = rows.length
      ? `\n/* ${rows.length} rows of ${table}:\n${rows.map((r) => JSON.stringify(r)).join('\n')}\n*/`
      : ''
    parts.push(`${await db.columnsOf(table)}${example}`)
  }
  return parts.join('\n\n')
}

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(input|dialect|table_info|top_k)\}/g, (_, name: string) => values[name] ?? '')
}

async function runChain(ctx: TNodeContext, input: string, stream: boolean): Promise<TNodeAnswer> {
  const refused = await moderateInput(ctx, input)
  if (refused !== undefined) {
    if (stream) ctx.emitToken(refused)
    return { text: refused }
  }
  const { BaseLanguageModel } = await langchainCoreLanguageModelsBase()
  const model: BaseLanguageModel = getInstance(ctx, 'model', BaseLanguageModel, 'Language Model')
  const allowWrites = getBoolean(ctx, 'allowWrites')
  const db = await openDatabase(ctx, allowWrites)
  try {
    const values = {
      input,
      dialect: db.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite',
      table_info: await tableInfo(ctx, db),
      top_k: String(getNumber(ctx, 'topK', 10)),
    }
    const sql = extractSql(
      await callModel(
        ctx,
        model,
        fill(getString(ctx, 'customPrompt') || DEFAULT_QUERY_PROMPT, values),
        false,
      ),
    )
    const refusedSql = await refusal(sql, allowWrites, db.dialect)
    let result: string
    if (refusedSql) result = `Not run: ${refusedSql}`
    else {
      try {
        result = JSON.stringify(await db.query(sql)).slice(0, MAX_RESULT_CHARS)
      } catch (e) {
        result = `Error: ${e instanceof Error ? e.message : String(e)}`
      }
    }
    const answerPrompt = `Question: ${input}\nSQLQuery: ${sql}\nSQLResult: ${result}\n\nAnswer the question from the result in plain words. If the query was not run or failed, say so.\nAnswer:`
    const text = await callModel(ctx, model, answerPrompt, stream)
    return { text: text.trim() }
  } finally {
    await db.close()
  }
}

export default defineRuntime(sqlDatabaseChain, {
  kind: 'execute',
  execute: (ctx) => runChain(ctx, ctx.question, true),
  supply: async (ctx) => new FlowChain(ctx.label, async (input) => (await runChain(ctx, input, false)).text),
})
