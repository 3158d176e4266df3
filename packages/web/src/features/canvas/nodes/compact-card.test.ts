import type { ReactFlowState } from '@xyflow/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isCompactCard } from './compact-card'

interface FakeNode {
  x: number
  y: number
  measured?: { width: number; height: number }
}

// Only the fields isCompactCard reads; the pane is 1000 × 800 px.
function state(
  nodes: Record<string, FakeNode>,
  zoom: number,
  count = 300,
  pane = { width: 1000, height: 800 },
) {
  const lookup = new Map(
    Object.entries(nodes).map(([id, n]) => [
      id,
      {
        id,
        measured: { width: n.measured?.width, height: n.measured?.height },
        internals: {
          positionAbsolute: { x: n.x, y: n.y },
          handleBounds: n.measured ? { source: [], target: [] } : undefined,
        },
      },
    ]),
  )
  for (let i = lookup.size; i < count; i++) lookup.set(`filler-${i}`, lookup.values().next().value!)
  return { transform: [0, 0, zoom], nodeLookup: lookup, ...pane } as unknown as ReactFlowState
}

describe('isCompactCard', () => {
  it('is compact below half zoom, whatever the flow', () => {
    const s = state({ a: { x: 0, y: 0, measured: { width: 300, height: 500 } } }, 0.4, 1)
    expect(isCompactCard(s, 'a')).toBe(true)
  })

  it('draws an unmeasured card of a large flow compact only when it is off screen', () => {
    const s = state({ on: { x: 100, y: 100 }, right: { x: 2100, y: 0 }, below: { x: 0, y: 1700 } }, 0.5)
    expect(isCompactCard(s, 'on')).toBe(false)
    expect(isCompactCard(s, 'right')).toBe(true)
    expect(isCompactCard(s, 'below')).toBe(true)
  })

  it('counts a card above the pane whose full height may reach into it as on screen', () => {
    // 900 flow units tall at most before it is measured: at zoom 1 its bottom is at 100 px.
    const s = state({ above: { x: 0, y: -800 }, farAbove: { x: 0, y: -1000 } }, 1)
    expect(isCompactCard(s, 'above')).toBe(false)
    expect(isCompactCard(s, 'farAbove')).toBe(true)
  })

  it('draws a measured card in full even off screen (it was measured in full or is about to unmount)', () => {
    const s = state({ right: { x: 5000, y: 0, measured: { width: 300, height: 200 } } }, 1)
    expect(isCompactCard(s, 'right')).toBe(false)
  })

  it('never draws a card of a small flow compact at a readable zoom (every card stays mounted there)', () => {
    const s = state({ right: { x: 5000, y: 0 } }, 1, 149)
    expect(isCompactCard(s, 'right')).toBe(false)
  })

  afterEach(() => vi.unstubAllGlobals())

  it('takes the window for a pane not measured yet', () => {
    vi.stubGlobal('window', { innerWidth: 1600, innerHeight: 1000 })
    const s = state({ near: { x: 1200, y: 200 }, far: { x: 1700, y: 200 } }, 1, 300, { width: 0, height: 0 })
    expect(isCompactCard(s, 'near')).toBe(false)
    expect(isCompactCard(s, 'far')).toBe(true)
  })
})
