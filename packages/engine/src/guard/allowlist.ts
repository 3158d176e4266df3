import { BlockList, isIP } from 'node:net'

/** Operator exceptions to the outbound guard: host names (`*.corp` wildcards) and IP/CIDR ranges. */
export type TAllowlist = { readonly hosts: readonly string[]; readonly ranges: BlockList }

/** Parses `UNIKFLOW_OUTBOUND_ALLOWLIST` (comma or space separated) or a list of entries. */
export function parseAllowlist(value: string | readonly string[] | undefined): TAllowlist {
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
  return family !== 0 && allowlist.ranges.check(address, family === 4 ? 'ipv4' : 'ipv6')
}
