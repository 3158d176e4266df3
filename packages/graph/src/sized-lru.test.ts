import { describe, expect, it } from 'vitest'
import { SizedLru } from './sized-lru'

describe('SizedLru', () => {
  it('drops the least recently used past its entry count or its size budget', () => {
    const lru = new SizedLru<string>(2, 10)
    lru.set('a', 'A', 4)
    lru.set('b', 'B', 4)
    expect(lru.get('a')).toBe('A') // a is now the most recently used
    lru.set('c', 'C', 4) // three entries: b goes
    expect([lru.get('a'), lru.get('b'), lru.get('c')]).toEqual(['A', undefined, 'C'])
    lru.set('d', 'D', 9) // 4 + 4 + 9 > 10: the oldest go until it fits
    expect([lru.get('a'), lru.get('c'), lru.get('d')]).toEqual([undefined, undefined, 'D'])
    expect(lru.size).toBe(1)
  })

  it('keeps nothing larger than the whole budget, and replaces a key with its new size', () => {
    const lru = new SizedLru<string>(5, 10)
    lru.set('big', 'X', 11)
    expect(lru.get('big')).toBeUndefined()
    lru.set('k', 'one', 8)
    lru.set('k', 'two', 2)
    lru.set('m', 'M', 8) // 2 + 8 fits: the replaced size no longer counts
    expect([lru.get('k'), lru.get('m')]).toEqual(['two', 'M'])
    lru.delete('k')
    expect(lru.size).toBe(1)
  })
})
