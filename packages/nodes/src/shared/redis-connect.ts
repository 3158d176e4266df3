import type { TNodeContext } from '../context'
import { lazyImport } from './lazy-import'

const redisModule = lazyImport(() => import('redis'))

/**
 * One connection to the Redis at `url` for `fn`, closed after it. The host passes the outbound guard: the
 * connection goes to the address the guard checked.
 */
export async function withGuardedRedis<T>(
  ctx: Pick<TNodeContext, 'resolveHost'>,
  url: string,
  fn: (client: import('redis').RedisClientType) => Promise<T>,
): Promise<T> {
  const { createClient } = await redisModule()
  const target = new URL(url)
  const host = target.hostname.replace(/^\[|\]$/g, '')
  const address = await ctx.resolveHost(host)
  const client: import('redis').RedisClientType = createClient({
    url: url,
    socket: {
      host: address,
      port: Number(target.port || 6379),
      ...(target.protocol === 'rediss:' ? { tls: true, servername: host } : {}),
    },
  })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.quit()
  }
}
