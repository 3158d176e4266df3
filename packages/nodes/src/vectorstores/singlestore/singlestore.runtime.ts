import { isRecord } from '@unikflow/graph'
import type { TNodeContext } from '../../context'
import { defineRuntime } from '../../runtime'
import { lazyImport } from '../../shared/lazy-import'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { supplyRemoteStore } from '../remote-runtime'
import { singleStoreApi, type TMysqlQuery } from './singlestore-api'
import { singlestore } from './singlestore.node.js'

const mysql2 = lazyImport(() => import('mysql2/promise'))

/** Flowise's node always connects to SingleStore's MySQL-protocol port; a Host of `host:port` names another. */
const SINGLESTORE_PORT = 3306

function hostAndPort(text: string): { host: string; port: number } {
  const m = /^([^:]+):(\d{1,5})$/.exec(text)
  return m?.[1] && m[2] ? { host: m[1], port: Number(m[2]) } : { host: text, port: SINGLESTORE_PORT }
}

/**
 * A statement over its own short connection to the checked address: a store lives as long as a run, and
 * a connection per statement leaves nothing open behind it.
 */
async function mysqlQuery(ctx: TNodeContext, hostInput: string, database: string): Promise<TMysqlQuery> {
  const credential = await ctx.getCredential()
  const { host, port } = hostAndPort(hostInput)
  const address = await ctx.resolveHost(host)
  const { createConnection } = await mysql2()
  return async (sql, params) => {
    const connection = await createConnection({
      host: address,
      port,
      user: credential.user ?? '',
      password: credential.password ?? '',
      database,
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

export default defineRuntime(singlestore, {
  kind: 'supply',
  async supply(ctx) {
    const host = getString(ctx, 'host').trim()
    const database = getString(ctx, 'database').trim()
    if (!host) throw new NodeInputError('Host is required')
    if (!database) throw new NodeInputError('Database is required')
    const column = (name: string, fallback: string) => getString(ctx, name).trim() || fallback
    return supplyRemoteStore(
      ctx,
      singleStoreApi({
        query: await mysqlQuery(ctx, host, database),
        columns: {
          table: column('tableName', 'embeddings'),
          content: column('contentColumnName', 'content'),
          vector: column('vectorColumnName', 'vector'),
          metadata: column('metadataColumnName', 'metadata'),
        },
      }),
    )
  },
})
