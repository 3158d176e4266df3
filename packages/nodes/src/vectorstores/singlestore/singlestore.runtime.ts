import { defineRuntime } from '../../runtime'
import { guardedMysqlQuery } from '../../shared/mysql-query'
import { getString, NodeInputError } from '../../shared/read-inputs'
import { supplyRemoteStore } from '../remote-runtime'
import { singleStoreApi } from './singlestore-api'
import { singlestore } from './singlestore.node.js'

/** Flowise's node always connects to SingleStore's MySQL-protocol port; a Host of `host:port` names another. */
const SINGLESTORE_PORT = 3306

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
        query: await guardedMysqlQuery(ctx, { host, database, port: SINGLESTORE_PORT }),
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
