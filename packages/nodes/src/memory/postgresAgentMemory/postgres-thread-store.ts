import type { Pool } from 'pg'
import type { TAgentThreadStore } from '../../context'

/** The table the Postgres Agent Memory keeps its threads in (one JSON text per thread). */
export const AGENT_THREADS_TABLE = 'agent_memory_threads'

/** Agent threads in a PostgreSQL table, created on first use. */
export function postgresThreadStore(pool: Pool): TAgentThreadStore {
  let ready: Promise<unknown> | undefined
  const table = () =>
    (ready ??= pool.query(
      `CREATE TABLE IF NOT EXISTS ${AGENT_THREADS_TABLE} (thread_id TEXT PRIMARY KEY, data TEXT NOT NULL, updated_at TIMESTAMPTZ NOT NULL DEFAULT now())`,
    ))
  return {
    async load(threadId) {
      await table()
      const res = await pool.query<{ data: string }>(
        `SELECT data FROM ${AGENT_THREADS_TABLE} WHERE thread_id = $1`,
        [threadId],
      )
      return res.rows[0]?.data
    },
    async save(threadId, data) {
      await table()
      await pool.query(
        `INSERT INTO ${AGENT_THREADS_TABLE} (thread_id, data) VALUES ($1, $2)
         ON CONFLICT (thread_id) DO UPDATE SET data = EXCLUDED.data, updated_at = now()`,
        [threadId, data],
      )
    },
  }
}
