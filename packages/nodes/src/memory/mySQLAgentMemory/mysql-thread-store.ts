import type { TAgentThreadStore } from '../../context'
import type { TMysqlQuery } from '../../shared/mysql-query'
import { AGENT_THREADS_TABLE } from '../postgresAgentMemory/postgres-thread-store'

/** Agent threads in a MySQL (or MariaDB) table named as the Postgres one, created on first use. */
export function mysqlThreadStore(query: TMysqlQuery): TAgentThreadStore {
  let ready: Promise<unknown> | undefined
  const table = () =>
    (ready ??= query(
      `CREATE TABLE IF NOT EXISTS ${AGENT_THREADS_TABLE} (thread_id VARCHAR(255) PRIMARY KEY,
        data LONGTEXT NOT NULL, updated_at TIMESTAMP(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6)) CHARACTER SET utf8mb4`,
      [],
    ))
  return {
    async load(threadId) {
      await table()
      const rows = await query(`SELECT data FROM ${AGENT_THREADS_TABLE} WHERE thread_id = ?`, [threadId])
      const data = rows[0]?.data
      return typeof data === 'string' ? data : undefined
    },
    async save(threadId, data) {
      await table()
      await query(
        `INSERT INTO ${AGENT_THREADS_TABLE} (thread_id, data) VALUES (?, ?)
         ON DUPLICATE KEY UPDATE data = VALUES(data), updated_at = CURRENT_TIMESTAMP(6)`,
        [threadId, data],
      )
    },
  }
}
