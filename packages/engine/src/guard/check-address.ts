import { isIP } from 'node:net'
import { isAddressAllowed, isHostAllowed, type TAllowlist } from './allowlist'
import { isBlockedAddress } from './blocked-addresses'

/** A request to a user-given URL was refused by the outbound guard. */
export class OutboundBlockedError extends Error {
  override readonly name = 'OutboundBlockedError'
  readonly code = 'OUTBOUND_BLOCKED'
}

/** What the refusal tells the person who wrote the URL: how the operator allows such a host. */
const HOW_TO_ALLOW =
  'the server operator can allow it by adding the host or its address to UNIKFLOW_OUTBOUND_ALLOWLIST'

export function checkAddress(host: string, address: string, allowlist: TAllowlist): void {
  if (isBlockedAddress(address) && !isHostAllowed(allowlist, host) && !isAddressAllowed(allowlist, address))
    throw new OutboundBlockedError(
      `Refused to connect to ${host} (${address}): private or reserved address; ${HOW_TO_ALLOW}`,
    )
}

/** The scheme, and a literal address (which never reaches the DNS lookup), checked before connecting. */
export function checkUrl(url: URL, allowlist: TAllowlist): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new OutboundBlockedError(`Refused ${url.protocol} URL: only http and https are allowed`)
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(host) !== 0) checkAddress(host, host, allowlist)
}
