import { describe, expect, it } from 'vitest'
import { TextKeyedCache } from './text-keyed-cache'

describe('TextKeyedCache', () => {
  it('answers only for the same key and the same text', () => {
    const cache = new TextKeyedCache<string>(10, 1000)
    cache.set('flow-1', '{"v":1}', 'plan 1')
    expect(cache.get('flow-1', '{"v":1}')).toBe('plan 1')
    expect(cache.get('flow-1', '{"v":2}')).toBeUndefined()
    expect(cache.get('flow-2', '{"v":1}')).toBeUndefined()
  })

  it('replaces the entry of a key when its text changes', () => {
    const cache = new TextKeyedCache<string>(10, 1000)
    cache.set('flow-1', 'old', 'old plan')
    cache.set('flow-1', 'new', 'new plan')
    expect(cache.size).toBe(1)
    expect(cache.get('flow-1', 'old')).toBeUndefined()
    expect(cache.get('flow-1', 'new')).toBe('new plan')
  })

  it('drops the least recently used entries past its entry and size limits', () => {
    const cache = new TextKeyedCache<number>(2, 10)
    cache.set('a', 'aaa', 1)
    cache.set('b', 'bbb', 2)
    cache.get('a', 'aaa')
    cache.set('c', 'ccc', 3)
    expect([cache.get('a', 'aaa'), cache.get('b', 'bbb'), cache.get('c', 'ccc')]).toEqual([1, undefined, 3])
    cache.set('d', 'dddddddd', 4)
    expect(cache.size).toBe(1)
    expect(cache.get('d', 'dddddddd')).toBe(4)
    cache.set('e', 'e'.repeat(11), 5)
    expect(cache.get('e', 'e'.repeat(11))).toBeUndefined()
  })
})
