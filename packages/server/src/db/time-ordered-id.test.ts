import { describe, expect, it } from 'vitest'
import { timeOrderedId } from './time-ordered-id'

describe('timeOrderedId', () => {
  it('is a UUID of version 7 whose first 48 bits are the time in ms', () => {
    const now = Date.UTC(2026, 10, 26, 12, 0, 0, 123)
    const id = timeOrderedId(now)
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(now)
  })

  it('sorts as text in the order the ids were made, and never repeats', () => {
    const ids = [1_000, 2_000, 2_001, 1_800_000_000_000].map((t) => timeOrderedId(t))
    expect([...ids].sort()).toEqual(ids)
    const many = new Set(Array.from({ length: 10_000 }, () => timeOrderedId()))
    expect(many.size).toBe(10_000)
  })
})
