import { isIP, type LookupFunction } from 'node:net'
import type { MongoClient } from 'mongodb'
import type { TNodeContext } from '../context'
import { lazyImport } from './lazy-import'
import { NodeInputError } from './read-inputs'

const mongodb = lazyImport(() => import('mongodb'))

type TResolveHost = TNodeContext['resolveHost']

/** The hosts a MongoDB connection string names (`host`, `host:port`, `[v6]:port`, comma-separated). */
export function mongoHosts(url: string): { srv: boolean; hosts: string[] } {
  const m = /^(mongodb(?:\+srv)?):\/\/(?:[^@/]*@)?([^/?]*)/.exec(url.trim())
  if (!m?.[2])
    throw new NodeInputError('The MongoDB connection URL must start with mongodb:// or mongodb+srv://')
  const hosts = m[2].split(',').map((h) => {
    const v6 = /^\[([^\]]+)\]/.exec(h)
    return decodeURIComponent(v6?.[1] ?? h.replace(/:\d+$/, ''))
  })
  return { srv: m[1] === 'mongodb+srv', hosts }
}

/**
 * A `lookup` for the driver's sockets (`net.connect` / `tls.connect` take it): every host name the driver
 * connects to — the connection string's, the SRV record's, the members a server names — resolves through
 * the outbound guard, so the socket opens to the address the guard checked or not at all.
 */
export function guardedLookup(resolveHost: TResolveHost): LookupFunction {
  return (hostname, options, callback) => {
    resolveHost(hostname).then(
      (address) => {
        const family = isIP(address)
        if (options.all) callback(null, [{ address, family }])
        else callback(null, address, family)
      },
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), '', 0),
    )
  }
}

/** The SRV record's hosts of a `mongodb+srv://` host (what the driver connects to first). */
async function srvTargets(host: string): Promise<string[]> {
  const { resolveSrv } = await import('node:dns/promises')
  try {
    return (await resolveSrv(`_mongodb._tcp.${host}`)).map((r) => r.name)
  } catch {
    throw new NodeInputError(`No MongoDB SRV record for ${host}`)
  }
}

/**
 * A connected MongoDB client whose every socket passes the outbound guard: the connection string's
 * hosts (for `mongodb+srv://` the SRV record's) are checked before the driver starts, every host name
 * it then connects to resolves through the guard (`guardedLookup`), and a member a server names by IP
 * address (no lookup happens for those) is checked when the driver adds it — refused, the client closes
 * and its operations fail with the guard's error.
 */
export async function connectGuardedMongo(
  ctx: Pick<TNodeContext, 'resolveHost'>,
  url: string,
): Promise<{ client: MongoClient; refused: () => Error | undefined }> {
  const { srv, hosts } = mongoHosts(url)
  const checked = srv ? (await Promise.all(hosts.map(srvTargets))).flat() : hosts
  for (const host of checked) await ctx.resolveHost(host)
  const { MongoClient } = await mongodb()
  const client = new MongoClient(url, {
    lookup: guardedLookup(ctx.resolveHost),
    serverSelectionTimeoutMS: 10_000,
    connectTimeoutMS: 10_000,
  })
  let refusal: Error | undefined
  client.on('serverOpening', (event) => {
    const host = event.address.replace(/^\[([^\]]+)\].*$/, '$1').replace(/:\d+$/, '')
    if (isIP(host) === 0 || checked.includes(host)) return
    ctx.resolveHost(host).catch((error: unknown) => {
      refusal = error instanceof Error ? error : new Error(String(error))
      void client.close()
    })
  })
  try {
    await client.connect()
  } catch (error) {
    await client.close()
    throw refusal ?? guardError(error) ?? error
  }
  return { client, refused: () => refusal }
}

/** The member's refusal, if the guard refused one meanwhile (its check runs beside the driver's work). */
async function settled(refused: () => Error | undefined): Promise<Error | undefined> {
  await new Promise((resolve) => setImmediate(resolve))
  return refused()
}

/**
 * The guard's own error where the driver wraps it: a refused lookup fails the socket, the driver keeps
 * that as the cause of a network error on the server's description, and answers a server selection error.
 */
export function guardError(error: unknown, depth = 0): Error | undefined {
  if (!(error instanceof Error) || depth > 6) return undefined
  if (error.name === 'OutboundBlockedError') return error
  const reason: unknown = 'reason' in error ? error.reason : undefined
  const servers: unknown =
    reason && typeof reason === 'object' && 'servers' in reason ? reason.servers : undefined
  const described =
    servers instanceof Map
      ? [...servers.values()].map((d: unknown) =>
          d && typeof d === 'object' && 'error' in d ? d.error : undefined,
        )
      : []
  for (const inner of [error.cause, ...described]) {
    const found = guardError(inner, depth + 1)
    if (found) return found
  }
  return undefined
}

/** Runs `fn` with a guarded client and closes it after (a node's supply lives as long as one run). */
export async function withGuardedMongo<T>(
  ctx: Pick<TNodeContext, 'resolveHost'>,
  url: string,
  fn: (client: MongoClient) => Promise<T>,
): Promise<T> {
  const { client, refused } = await connectGuardedMongo(ctx, url)
  try {
    const result = await fn(client)
    const refusal = await settled(refused)
    if (refusal) throw refusal
    return result
  } catch (error) {
    throw refused() ?? guardError(error) ?? error
  } finally {
    await client.close()
  }
}
