import type { TAgentThreadStore } from '../../context'
import { lazyImport } from '../../shared/lazy-import'

const betterSqlite3 = lazyImport(() => import('better-sqlite3'))

/**
 * Agent threads in a SQLite file, one JSON text per thread. The file is opened per call and closed after
 * it (a run loads a thread once and saves it a few times), so no handle outlives the run.
 */
export function sqliteThreadStore(file: string): TAgentThreadStore {
  const withDb = async <T>(fn: (db: import('better-sqlite3').Database) => T): Promise<T> => {
    const { default: Database } = await betterSqlite3()
    const db = new Database(file)
    try {
      db.exec(
        'CREATE TABLE IF NOT EXISTS agent_memory_threads (thread_id TEXT PRIMARY KEY, data TEXT NOT NULL, updated_at INTEGER NOT NULL)',
      )
      return fn(db)
    } finally {
      db.close()
    }
  }
  return {
    load: (threadId) =>
      withDb((db) => {
        const row: unknown = db
          .prepare('SELECT data FROM agent_memory_threads WHERE thread_id = ?')
          .get(threadId)
        return row && typeof row === 'object' && 'data' in row && typeof row.data === 'string'
          ? row.data
          : undefined
      }),
    save: (threadId, data) =>
      withDb((db) => {
        db.prepare(
          `INSERT INTO agent_memory_threads (thread_id, data, updated_at) VALUES (?, ?, ?)
           ON CONFLICT (thread_id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
        ).run(threadId, data, Date.now())
      }),
  }
}
