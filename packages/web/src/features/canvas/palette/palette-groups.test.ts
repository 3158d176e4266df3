import { describe, expect, it } from 'vitest'
import { groupByCategory, paletteTabOf } from './palette-groups'

describe('palette groups', () => {
  it('puts sequential agent and UPDL nodes in their own tabs', () => {
    expect(paletteTabOf({ category: 'Sequential Agents' })).toBe('sequential')
    expect(paletteTabOf({ category: 'Multi Agents' })).toBe('sequential')
    expect(paletteTabOf({ category: 'UPDL' })).toBe('updl')
    expect(paletteTabOf({ category: 'Chains' })).toBe('chatflow')
  })

  it('groups by category in first-seen order', () => {
    const items = [
      { category: 'B', n: 1 },
      { category: 'A', n: 2 },
      { category: 'B', n: 3 },
    ]
    expect(groupByCategory(items)).toEqual([
      { category: 'B', items: [items[0], items[2]] },
      { category: 'A', items: [items[1]] },
    ])
  })
})
