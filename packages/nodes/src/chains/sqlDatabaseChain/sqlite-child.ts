// The SQL chain's SQLite connection, in a process of its own: a query runs inside SQLite's native code and
// never yields to JavaScript, so only a process the server can kill bounds how long it runs.
import Database from 'better-sqlite3'
import { asRows, quoteIdent } from './sql-database'
import type { TSqliteReply, TSqliteRequest } from './sqlite-messages'

let db: Database.Database | undefined

function opened(): Database.Database {
  if (!db) throw new Error('The database is not open')
  return db
}

function answer(request: TSqliteRequest): unknown {
  switch (request.op) {
    case 'open': {
      db = new Database(request.path, { readonly: !request.allowWrites, fileMustExist: true })
      // Read-only twice over: the file is opened read-only, and the connection refuses every change.
      if (!request.allowWrites) db.pragma('query_only = ON')
      return db
        .prepare(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
        )
        .pluck()
        .all()
        .map(String)
    }
    case 'columns': {
      const sql: unknown = opened()
        .prepare('SELECT sql FROM sqlite_master WHERE name = ?')
        .pluck()
        .get(request.table)
      return typeof sql === 'string' ? sql : `CREATE TABLE ${quoteIdent(request.table)} (…)`
    }
    case 'sample':
      return asRows(
        opened()
          .prepare(`SELECT * FROM ${quoteIdent(request.table)} LIMIT ?`)
          .all(request.limit),
      )
    case 'query': {
      // prepare compiles exactly one statement: a second one in the text is an error, never run.
      const statement = opened().prepare(request.sql)
      if (!statement.reader) return [{ changes: statement.run().changes }]
      const rows: unknown[] = []
      for (const row of statement.iterate()) {
        rows.push(row)
        if (rows.length >= request.maxRows) break
      }
      return asRows(rows)
    }
  }
}

const isRequest = (message: unknown): message is TSqliteRequest =>
  typeof message === 'object' && message !== null && 'id' in message && 'op' in message

process.on('message', (request: unknown) => {
  if (!isRequest(request)) return
  let reply: TSqliteReply
  try {
    reply = { id: request.id, ok: true, value: answer(request) }
  } catch (e) {
    reply = { id: request.id, ok: false, error: e instanceof Error ? e.message : String(e) }
  }
  process.send?.(reply)
})
