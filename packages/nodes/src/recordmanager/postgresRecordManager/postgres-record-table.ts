import type { Pool } from 'pg'
import type { TRecordTable } from '../record-manager'

/** Records in a PostgreSQL table, one row per document hash and namespace; times are the server's. */
export function postgresRecordTable(pool: Pool, table: string, namespace: string): TRecordTable {
  const t = `"${table}"`
  const keysOf = (rows: unknown[]) => rows.map((r) => String(Reflect.get(Object(r), 'key')))
  return {
    async createSchema() {
      await pool.query(`CREATE TABLE IF NOT EXISTS ${t} (
        key TEXT NOT NULL, namespace TEXT NOT NULL, updated_at DOUBLE PRECISION NOT NULL, group_id TEXT,
        PRIMARY KEY (key, namespace))`)
    },
    async now() {
      const { rows } = await pool.query('SELECT EXTRACT(EPOCH FROM clock_timestamp()) AS now')
      return Number(Reflect.get(Object(rows[0]), 'now'))
    },
    async upsert(rows) {
      if (rows.length === 0) return
      await pool.query(
        `INSERT INTO ${t} (key, namespace, updated_at, group_id)
         SELECT k, $1, u, g FROM UNNEST($2::text[], $3::float8[], $4::text[]) AS r(k, u, g)
         ON CONFLICT (key, namespace) DO UPDATE SET updated_at = EXCLUDED.updated_at, group_id = EXCLUDED.group_id`,
        [namespace, rows.map((r) => r.key), rows.map((r) => r.updatedAt), rows.map((r) => r.groupId)],
      )
    },
    async existing(keys) {
      const { rows } = await pool.query(
        `SELECT key FROM ${t} WHERE namespace = $1 AND key = ANY($2::text[])`,
        [namespace, [...keys]],
      )
      return new Set(keysOf(rows))
    },
    async list(options) {
      const where = ['namespace = $1']
      const args: unknown[] = [namespace]
      const add = (sql: string, value: unknown) => {
        args.push(value)
        where.push(sql.replace('?', `$${args.length}`))
      }
      if (options.before !== undefined) add('updated_at < ?', options.before)
      if (options.after !== undefined) add('updated_at > ?', options.after)
      if (options.groupIds?.length) add('group_id = ANY(?::text[])', options.groupIds)
      const limit = options.limit ? ` LIMIT ${Math.floor(options.limit)}` : ''
      const { rows } = await pool.query(`SELECT key FROM ${t} WHERE ${where.join(' AND ')}${limit}`, args)
      return keysOf(rows)
    },
    async remove(keys) {
      if (keys.length === 0) return
      await pool.query(`DELETE FROM ${t} WHERE namespace = $1 AND key = ANY($2::text[])`, [
        namespace,
        [...keys],
      ])
    },
  }
}
