import { lookup as dnsLookup, type LookupAddress } from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'
import { isAddressAllowed, isHostAllowed, parseAllowlist, type TAllowlist } from './allowlist'
import { isBlockedAddress } from './blocked-addresses'

export const MAX_REDIRECTS = 5

/** A request to a user-given URL was refused by the outbound guard. */
export class OutboundBlockedError extends Error {
  override readonly name = 'OutboundBlockedError'
  readonly code = 'OUTBOUND_BLOCKED'
}

export type TGuardOptions = { readonly allowlist?: TAllowlist; readonly maxRedirects?: number }

function checkAddress(host: string, address: string, allowlist: TAllowlist): void {
  if (isBlockedAddress(address) && !isHostAllowed(allowlist, host) && !isAddressAllowed(allowlist, address))
    throw new OutboundBlockedError(`Refused to connect to ${host} (${address}): private or reserved address`)
}

/**
 * DNS lookup for the connection itself: every resolved address is checked and the socket connects to
 * exactly those, so a second, different DNS answer (rebinding) cannot slip past the check.
 */
function guardedLookup(allowlist: TAllowlist): LookupFunction {
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

function checkUrl(url: URL, allowlist: TAllowlist): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundBlockedError(`Refused ${url.protocol} URL: only http and https are allowed`)
  const host = url.hostname.replace(/^\[|\]$/g, '')
  // Literal addresses never reach the DNS lookup, so they are checked here.
  if (isIP(host) !== 0) checkAddress(host, host, allowlist)
}

/** A fetch for user-given URLs: refuses private addresses on the first request and on every redirect. */
export function createGuardedFetch(options: TGuardOptions = {}) {
  const allowlist = options.allowlist ?? parseAllowlist([])
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS
  let agent: Promise<import('undici').Dispatcher> | undefined
  const getAgent = () => {
    agent ??= import('undici').then(
      ({ Agent }) => new Agent({ connect: { lookup: guardedLookup(allowlist) } }),
    )
    return agent
  }
  return async function guardedFetch(input: string | URL, init: RequestInit = {}): Promise<Response> {
    const { fetch } = await import('undici')
    const dispatcher = await getAgent()
    let url = new URL(input)
    let method = init.method ?? 'GET'
    let body = init.body
    for (let hop = 0; ; hop++) {
      checkUrl(url, allowlist)
      // undici's fetch types equal the global ones (Node's fetch is undici) but are declared apart, hence the casts.
      const res = await fetch(url, {
        method,
        headers: init.headers as import('undici').HeadersInit,
        body: body as import('undici').BodyInit,
        signal: init.signal,
        redirect: 'manual',
        dispatcher,
      }).catch((e: unknown) => {
        // undici reports a refused lookup as "fetch failed" with our error as the cause.
        if (e instanceof Error && e.cause instanceof OutboundBlockedError) throw e.cause
        throw e
      })
      const location = res.headers.get('location')
      if (res.status < 300 || res.status >= 400 || !location) return res as unknown as Response
      await res.body?.cancel()
      if (hop >= maxRedirects)
        throw new OutboundBlockedError(`Too many redirects (more than ${maxRedirects})`)
      url = new URL(location, url)
      if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
        method = 'GET'
        body = undefined
      }
    }
  }
}

/**
 * The address to open a non-HTTP connection (a database) to a user-given host: resolved once, every
 * address checked as for fetch, and the connection made to the returned address so DNS cannot change it.
 */
export async function resolveGuardedHost(host: string, options: TGuardOptions = {}): Promise<string> {
  const allowlist = options.allowlist ?? parseAllowlist([])
  const bare = host.replace(/^\[|\]$/g, '')
  if (isIP(bare) !== 0) {
    checkAddress(bare, bare, allowlist)
    return bare
  }
  const { lookup } = await import('node:dns/promises')
  const addresses = await lookup(bare, { all: true })
  for (const a of addresses) checkAddress(bare, a.address, allowlist)
  const first = addresses[0]
  if (!first) throw new Error(`No address for ${bare}`)
  return first.address
}

/** One-off guarded fetch (`guardedFetch(url, init, { allowlist })`). */
export function guardedFetch(url: string | URL, init: RequestInit = {}, options: TGuardOptions = {}) {
  return createGuardedFetch(options)(url, init)
}
