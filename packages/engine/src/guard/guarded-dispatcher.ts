import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import type { LookupFunction } from 'node:net'
import type { Dispatcher } from 'undici'
import { checkAddress } from './check-address'
import type { TAllowlist } from './allowlist'

/**
 * DNS lookup for the connection itself: every resolved address is checked and the socket connects to
 * exactly those, so a second, different DNS answer (rebinding) cannot slip past the check.
 */
export function guardedLookup(allowlist: TAllowlist): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0)
      try {
        for (const a of addresses) checkAddress(hostname, a.address, allowlist)
      } catch (e) {
        return callback(e instanceof Error ? e : new Error(String(e)), '', 0)
      }
      if (options.all) return callback(null, addresses)
      const first = addresses[0]
      if (!first) return callback(new Error(`No address for ${hostname}`), '', 0)
      callback(null, first.address, first.family)
    })
  }
}

type TAgentOptions = { readonly noTimeouts?: boolean }

/** One connection pool per allowlist and kind: connections checked under one list serve only that list. */
const pools = new WeakMap<TAllowlist, Map<string, Promise<Dispatcher>>>()

/**
 * undici's Agent whose every new connection goes through the guarded lookup. Kept per allowlist (a server
 * hands every run the same parsed list), so keep-alive connections are reused across runs and the DNS
 * check is paid once per connection, not per request. `noTimeouts`: the model watch applies its own.
 */
export function guardedDispatcher(allowlist: TAllowlist, options: TAgentOptions = {}): Promise<Dispatcher> {
  let byKind = pools.get(allowlist)
  if (!byKind) pools.set(allowlist, (byKind = new Map()))
  const kind = options.noTimeouts ? 'model' : 'fetch'
  let pool = byKind.get(kind)
  if (!pool) {
    pool = import('undici').then(
      ({ Agent }) =>
        new Agent({
          connect: { lookup: guardedLookup(allowlist) },
          ...(options.noTimeouts ? { headersTimeout: 0, bodyTimeout: 0 } : {}),
        }),
    )
    byKind.set(kind, pool)
  }
  return pool
}
