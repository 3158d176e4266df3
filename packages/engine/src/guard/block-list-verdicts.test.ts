import { BlockList } from 'node:net'
import { describe, expect, it } from 'vitest'
import { checkedIn } from './block-list-verdicts'

describe('checkedIn', () => {
  it('gives each list its own verdicts, the same when asked again', () => {
    const loopback = new BlockList()
    loopback.addSubnet('127.0.0.0', 8, 'ipv4')
    const empty = new BlockList()
    for (let round = 0; round < 2; round++) {
      expect(checkedIn(loopback, '127.0.0.1', 'ipv4')).toBe(true)
      expect(checkedIn(empty, '127.0.0.1', 'ipv4')).toBe(false)
      expect(checkedIn(loopback, '8.8.8.8', 'ipv4')).toBe(false)
      expect(checkedIn(loopback, '::1', 'ipv6')).toBe(false)
    }
  })

  it('answers for more addresses than it keeps', () => {
    const tens = new BlockList()
    tens.addSubnet('10.0.0.0', 8, 'ipv4')
    for (let i = 0; i < 3000; i++) {
      const a = `10.${(i >> 8) & 255}.${i & 255}.1`
      const b = `11.${(i >> 8) & 255}.${i & 255}.1`
      expect(checkedIn(tens, a, 'ipv4')).toBe(true)
      expect(checkedIn(tens, b, 'ipv4')).toBe(false)
    }
    expect(checkedIn(tens, '10.0.0.1', 'ipv4')).toBe(true)
  })
})
