import { BlockList, isIP } from 'node:net'
import { checkedIn } from './block-list-verdicts'

/** Operator exceptions to the outbound guard: host names (`*.corp` wildcards) and IP/CIDR ranges. */
export type TAllowlist = { readonly hosts: readonly string[]; readonly ranges: BlockList }

/** Lists already parsed, by identity: a server hands every run the same configured list. */
const parsedLists = new WeakMap<readonly string[], TAllowlist>()

/**
 * Parses `UNIKFLOW_OUTBOUND_ALLOWLIST` (comma or space separated) or a list of entries. A list is parsed
 * once (its BlockList, a native object, cost ~20 µs to build per run).
 */
export function parseAllowlist(value: string | readonly string[] | undefined): TAllowlist {
  if (typeof value !== 'object') return parseEntries(value)
  let parsed = parsedLists.get(value)
  if (!parsed) parsedLists.set(value, (parsed = parseEntries(value)))
  return parsed
}

function parseEntries(value: string | readonly string[] | undefined): TAllowlist {
  const entries = (typeof value === 'string' ? value.split(/[\s,]+/) : (value ?? []))
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
  const ranges = new BlockList()
  const hosts: string[] = []
  for (const entry of entries) {
    const [addr = '', prefix] = entry.replace(/^\[|\]$/g, '').split('/')
    const family = isIP(addr)
    if (family === 0) {
      hosts.push(entry)
      continue
    }
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (prefix === undefined) ranges.addAddress(addr, type)
    else ranges.addSubnet(addr, Number(prefix), type)
  }
  return { hosts, ranges }
}

export function isHostAllowed(allowlist: TAllowlist, hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  return allowlist.hosts.some((h) => (h.startsWith('*.') ? host.endsWith(h.slice(1)) : host === h))
}

export function isAddressAllowed(allowlist: TAllowlist, address: string): boolean {
  const family = isIP(address)
  return family !== 0 && checkedIn(allowlist.ranges, address, family === 4 ? 'ipv4' : 'ipv6')
}
