import type { TRecordTable } from '../record-manager'
import { lazyImport } from '../../shared/lazy-import'

const betterSqlite3 = lazyImport(() => import('better-sqlite3'))

/**
 * Records in a SQLite file, one row per document hash and namespace. The file is opened per call and
 * closed after it (an upsert makes a handful of calls), so no handle outlives the run.
 */
export function sqliteRecordTable(file: string, table: string, namespace: string): TRecordTable {
  const withDb = async <T>(fn: (db: import('better-sqlite3').Database) => T): Promise<T> => {
    const { default: Database } = await betterSqlite3()
    const db = new Database(file)
    try {
      return fn(db)
    } finally {
      db.close()
    }
  }
  const t = `"${table}"`
  const placeholders = (n: number) => Array.from({ length: n }, () => '?').join(', ')
  return {
    createSchema: () =>
      withDb((db) => {
        db.exec(`CREATE TABLE IF NOT EXISTS ${t} (
          key TEXT NOT NULL, namespace TEXT NOT NULL, updated_at REAL NOT NULL, group_id TEXT,
          PRIMARY KEY (key, namespace))`)
      }),
    now: async () => Date.now() / 1000,
    upsert: (rows) =>
      withDb((db) => {
        const put = db.prepare(
          `INSERT INTO ${t} (key, namespace, updated_at, group_id) VALUES (?, ?, ?, ?)
           ON CONFLICT (key, namespace) DO UPDATE SET updated_at = excluded.updated_at, group_id = excluded.group_id`,
        )
        db.transaction(() => {
          for (const r of rows) put.run(r.key, namespace, r.updatedAt, r.groupId)
        })()
      }),
    existing: (keys) =>
      withDb((db) => {
        if (keys.length === 0) return new Set<string>()
        const rows: unknown[] = db
          .prepare(`SELECT key FROM ${t} WHERE namespace = ? AND key IN (${placeholders(keys.length)})`)
          .all(namespace, ...keys)
        return new Set(rows.map((r) => String(Reflect.get(Object(r), 'key'))))
      }),
    list: (options) =>
      withDb((db) => {
        const where = ['namespace = ?']
        const args: (string | number | null)[] = [namespace]
        if (options.before !== undefined) {
          where.push('updated_at < ?')
          args.push(options.before)
        }
        if (options.after !== undefined) {
          where.push('updated_at > ?')
          args.push(options.after)
        }
        if (options.groupIds?.length) {
          where.push(`group_id IN (${placeholders(options.groupIds.length)})`)
          args.push(...options.groupIds)
        }
        const limit = options.limit ? ` LIMIT ${Math.floor(options.limit)}` : ''
        const rows: unknown[] = db
          .prepare(`SELECT key FROM ${t} WHERE ${where.join(' AND ')}${limit}`)
          .all(...args)
        return rows.map((r) => String(Reflect.get(Object(r), 'key')))
      }),
    remove: (keys) =>
      withDb((db) => {
        if (keys.length === 0) return
        db.prepare(`DELETE FROM ${t} WHERE namespace = ? AND key IN (${placeholders(keys.length)})`).run(
          namespace,
          ...keys,
        )
      }),
  }
}
