import { defineRuntime } from '../../runtime'
import { guardedPostgresPool } from '../../shared/postgres-pool'
import { getJsonFilter, getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { chatFilter, uploadChatId } from '../chat-upload-scope'
import { supplyRemoteStore } from '../remote-runtime'
import { pgVectorApi, type TDistanceStrategy } from './pgvector-api'
import { postgres } from './postgres.node.js'

const strategies: readonly TDistanceStrategy[] = ['cosine', 'euclidean', 'innerProduct']
const isStrategy = (v: string): v is TDistanceStrategy => strategies.some((s) => s === v)

export default defineRuntime(postgres, {
  kind: 'supply',
  async supply(ctx) {
    const host = getString(ctx, 'host').trim()
    const database = getString(ctx, 'database').trim()
    if (!host) throw new NodeInputError('Host is required')
    if (!database) throw new NodeInputError('Database is required')
    const tableName = getString(ctx, 'tableName').trim() || 'documents'
    const distance = getString(ctx, 'distanceStrategy').trim() || 'cosine'
    if (!isStrategy(distance)) throw new NodeInputError(`Unknown Distance Strategy: ${distance}`)
    const pool = await guardedPostgresPool(ctx, { host, database }, 'postgres vector store')
    return supplyRemoteStore(ctx, {
      batchSize: getNumber(ctx, 'batchSize', 256),
      ...pgVectorApi({
        query: async (sql, params) => (await pool.query<Record<string, unknown>>(sql, params)).rows,
        tableName,
        distance,
        filter:
          chatFilter(getJsonFilter(ctx, 'pgMetadataFilter', 'Postgres Metadata Filter'), uploadChatId(ctx)) ??
          {},
      }),
    })
  },
})
