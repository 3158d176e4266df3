import type { Pool } from 'pg'
import type { TNodeContext } from '../context'
import { lazyImport } from './lazy-import'
import { getNumber } from './read-inputs'

const pgModule = lazyImport(() => import('pg'))

/**
 * A small pool to the node's PostgreSQL server (Host, Port, SSL inputs; user and password from its
 * credential). The host passes the outbound guard once and the pool connects to the checked address;
 * a broken connection is logged as `<what> connection failed`, never thrown at the idle pool.
 */
export async function guardedPostgresPool(
  ctx: TNodeContext,
  target: { host: string; database: string },
  what: string,
): Promise<Pool> {
  const credential = await ctx.getCredential()
  const address = await ctx.resolveHost(target.host)
  const { default: pg } = await pgModule()
  const pool = new pg.Pool({
    host: address,
    port: getNumber(ctx, 'port', 5432),
    database: target.database,
    user: credential.user ?? '',
    password: credential.password ?? '',
    ...(ctx.inputs.ssl === true ? { ssl: { servername: target.host, rejectUnauthorized: false } } : {}),
    max: 2,
    idleTimeoutMillis: 5_000,
    allowExitOnIdle: true,
  })
  pool.on('error', (e) => ctx.logger.warn(`${what} connection failed`, { err: e.message }))
  return pool
}
