import { BlockList, isIP } from 'node:net'
import { checkedIn } from './block-list-verdicts'

/** Private, loopback, link-local, CGNAT, multicast, unspecified, reserved and cloud metadata ranges. */
const blocked = new BlockList()
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, prefix, 'ipv4')
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, prefix, 'ipv6')

/** The IPv4 address inside an IPv4-mapped or -compatible IPv6 address (`::ffff:7f00:1`, `::ffff:127.0.0.1`). */
export function embeddedIPv4(address: string): string | undefined {
  const a = address.toLowerCase()
  const dotted = /^(?:::ffff:|::)(\d+\.\d+\.\d+\.\d+)$/.exec(a)
  if (dotted) return dotted[1]
  const hex = /^(?:::ffff:|::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(a)
  if (!hex) return undefined
  const hi = parseInt(hex[1] ?? '0', 16)
  const lo = parseInt(hex[2] ?? '0', 16)
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`
}

/** True when an address must not be reached from user-given URLs. */
export function isBlockedAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const family = isIP(plain)
  if (family === 0) return true
  if (family === 4) return checkedIn(blocked, plain, 'ipv4')
  const v4 = embeddedIPv4(plain)
  if (v4) return checkedIn(blocked, v4, 'ipv4')
  return checkedIn(blocked, plain, 'ipv6')
}
