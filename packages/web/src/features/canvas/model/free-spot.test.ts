import { describe, expect, it } from 'vitest'
import { freeOffset, freeSpot, type Box } from './free-spot'

const card = (x: number, y: number): Box => ({ x, y, width: 300, height: 400 })
const apart = (a: Box, b: Box) =>
  a.x >= b.x + b.width || b.x >= a.x + a.width || a.y >= b.y + b.height || b.y >= a.y + a.height

describe('free spot', () => {
  it('keeps a position nothing covers', () => {
    expect(freeSpot({ x: 1000, y: 0 }, { width: 300, height: 400 }, [card(0, 0)])).toEqual({ x: 1000, y: 0 })
  })

  it('moves a card wanted on top of another to the nearest spot clear of every card', () => {
    const obstacles = [card(0, 0), card(350, 0), card(-350, 0)]
    const spot = freeSpot({ x: 10, y: 10 }, { width: 300, height: 400 }, obstacles)
    for (const o of obstacles) expect(apart({ ...spot, width: 300, height: 400 }, o)).toBe(true)
    // Nearest: straight above or below the covered card, not far away.
    expect(Math.abs(spot.x - 10)).toBeLessThan(100)
    expect(Math.abs(spot.y - 10)).toBeLessThanOrEqual(450)
  })

  it('moves a group as one, clear of every card', () => {
    const group = [card(0, 0), card(400, 0)]
    const offset = freeOffset(group, group, { x: 50, y: 50 })
    for (const b of group)
      for (const o of group) expect(apart({ ...b, x: b.x + offset.x, y: b.y + offset.y }, o)).toBe(true)
  })
})
