import type { TMysqlQuery } from '../../shared/mysql-query'
import type { TRecordTable } from '../record-manager'

/** Records in a MySQL (or MariaDB) table, one row per document hash and namespace; times are the server's. */
export function mysqlRecordTable(query: TMysqlQuery, table: string, namespace: string): TRecordTable {
  const t = `\`${table}\``
  const keysOf = (rows: Record<string, unknown>[]) => rows.map((r) => String(r.key))
  return {
    async createSchema() {
      await query(
        `CREATE TABLE IF NOT EXISTS ${t} (
          \`key\` VARCHAR(255) NOT NULL, namespace VARCHAR(255) NOT NULL, updated_at DOUBLE NOT NULL,
          group_id TEXT, PRIMARY KEY (\`key\`, namespace)) CHARACTER SET utf8mb4`,
        [],
      )
    },
    async now() {
      // SYSDATE, not NOW: the time the statement runs, as LangChain's clock checks expect.
      const rows = await query('SELECT UNIX_TIMESTAMP(SYSDATE(6)) AS now', [])
      return Number(rows[0]?.now)
    },
    async upsert(rows) {
      if (rows.length === 0) return
      await query(
        `INSERT INTO ${t} (\`key\`, namespace, updated_at, group_id) VALUES ?
         ON DUPLICATE KEY UPDATE updated_at = VALUES(updated_at), group_id = VALUES(group_id)`,
        [rows.map((r) => [r.key, namespace, r.updatedAt, r.groupId])],
      )
    },
    async existing(keys) {
      if (keys.length === 0) return new Set()
      const rows = await query(`SELECT \`key\` FROM ${t} WHERE namespace = ? AND \`key\` IN (?)`, [
        namespace,
        [...keys],
      ])
      return new Set(keysOf(rows))
    },
    async list(options) {
      const where = ['namespace = ?']
      const args: unknown[] = [namespace]
      const add = (sql: string, value: unknown) => {
        where.push(sql)
        args.push(value)
      }
      if (options.before !== undefined) add('updated_at < ?', options.before)
      if (options.after !== undefined) add('updated_at > ?', options.after)
      if (options.groupIds?.length) add('group_id IN (?)', options.groupIds)
      const limit = options.limit ? ` LIMIT ${Math.floor(options.limit)}` : ''
      return keysOf(await query(`SELECT \`key\` FROM ${t} WHERE ${where.join(' AND ')}${limit}`, args))
    },
    async remove(keys) {
      if (keys.length === 0) return
      await query(`DELETE FROM ${t} WHERE namespace = ? AND \`key\` IN (?)`, [namespace, [...keys]])
    },
  }
}
