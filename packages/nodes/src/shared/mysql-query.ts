import { isRecord } from '@unikflow/graph'
import type { TNodeContext } from '../context'
import { lazyImport } from './lazy-import'

const mysql2 = lazyImport(() => import('mysql2/promise'))

/** One statement with `?` placeholders (escaped by the client; an array becomes a list) and its rows. */
export type TMysqlQuery = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>

/** A Host input of `host:port` names its port; a bare host uses `defaultPort`. */
export function hostAndPort(text: string, defaultPort: number): { host: string; port: number } {
  const m = /^([^:]+):(\d{1,5})$/.exec(text)
  return m?.[1] && m[2] ? { host: m[1], port: Number(m[2]) } : { host: text, port: defaultPort }
}

/**
 * Statements to the node's MySQL-protocol server (user and password from its credential), each over its
 * own short connection to the address the outbound guard checked: a node's supply lives as long as a
 * run, and a connection per statement leaves nothing open behind it.
 */
export async function guardedMysqlQuery(
  ctx: TNodeContext,
  target: { host: string; database: string; port: number },
): Promise<TMysqlQuery> {
  const credential = await ctx.getCredential()
  const { host, port } = hostAndPort(target.host, target.port)
  const address = await ctx.resolveHost(host)
  const { createConnection } = await mysql2()
  return async (sql, params) => {
    const connection = await createConnection({
      host: address,
      port,
      user: credential.user ?? '',
      password: credential.password ?? '',
      database: target.database,
      connectTimeout: 10_000,
    })
    try {
      const [rows] = await connection.query(sql, params)
      const list: unknown[] = Array.isArray(rows) ? rows : []
      return list.filter(isRecord)
    } finally {
      await connection.end()
    }
  }
}
