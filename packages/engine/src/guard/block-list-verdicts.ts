import type { BlockList } from 'node:net'
import { SizedLru } from '@unikflow/graph'

const verdictsByList = new WeakMap<BlockList, SizedLru<boolean>>()

/**
 * `list.check(address, type)`, with the verdicts kept. The guard's lists do not change once built (the
 * blocked ranges, an operator's allowlist), and `BlockList.check` builds a `SocketAddress` at every call:
 * every model request asked again for the same few addresses (1.5 % of the server's CPU at 400 streamed
 * chats, docs/performance.md). Bounded, so that a flood of distinct addresses only asks again.
 */
export function checkedIn(list: BlockList, address: string, type: 'ipv4' | 'ipv6'): boolean {
  let verdicts = verdictsByList.get(list)
  if (!verdicts) verdictsByList.set(list, (verdicts = new SizedLru<boolean>(1024, 1024)))
  const key = `${type} ${address}`
  const known = verdicts.get(key)
  if (known !== undefined) return known
  const verdict = list.check(address, type)
  verdicts.set(key, verdict, 1)
  return verdict
}
