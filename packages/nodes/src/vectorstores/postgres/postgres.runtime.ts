import { defineRuntime } from '../../runtime'
import { getJsonFilter, getNumber, getString, NodeInputError } from '../../shared/read-inputs'
import { supplyRemoteStore } from '../remote-runtime'
import { pgVectorApi, type TDistanceStrategy } from './pgvector-api'
import { postgres } from './postgres.node.js'
import { lazyImport } from '../../shared/lazy-import'

const pgModule = lazyImport(() => import('pg'))

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
    const credential = await ctx.getCredential()
    // The host passes the outbound guard once; the pool connects to the checked address.
    const address = await ctx.resolveHost(host)
    const { default: pg } = await pgModule()
    const pool = new pg.Pool({
      host: address,
      port: getNumber(ctx, 'port', 5432),
      database,
      user: credential.user ?? '',
      password: credential.password ?? '',
      ...(ctx.inputs.ssl === true ? { ssl: { servername: host, rejectUnauthorized: false } } : {}),
      max: 2,
      idleTimeoutMillis: 5_000,
      allowExitOnIdle: true,
    })
    pool.on('error', (e) => ctx.logger.warn('postgres vector store connection failed', { err: e.message }))
    return supplyRemoteStore(
      ctx,
      pgVectorApi({
        query: async (sql, params) => (await pool.query<Record<string, unknown>>(sql, params)).rows,
        tableName,
        distance,
        filter: getJsonFilter(ctx, 'pgMetadataFilter', 'Postgres Metadata Filter') ?? {},
      }),
    )
  },
})
