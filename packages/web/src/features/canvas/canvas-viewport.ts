// Where the canvas opens and how it fits a flow to the window: the viewport rules of FlowCanvas.
import type { FitViewOptions, Viewport } from '@xyflow/react'
import type { CanvasNode } from './model/canvas-types'
import { COMPACT_ZOOM } from './nodes/compact-card'
import type { Size } from './model/node-boxes'

/** Where a flow too large to fit opens when its saved viewport shows none of it. */
export const LARGE_FLOW_VIEWPORT: Viewport = { x: 0, y: 0, zoom: 0.2 }
/**
 * Fitting keeps the cards clear of the palette and chat buttons (top corners) and the minimap, and never
 * zooms out so far that cards turn compact (their fields hidden): a flow too tall for the window opens
 * centred at the smallest zoom that still shows its fields.
 */
export const FIT_VIEW_OPTIONS: FitViewOptions<CanvasNode> = {
  padding: { top: '80px', right: '80px', bottom: '40px', left: '80px' },
  minZoom: COMPACT_ZOOM,
  maxZoom: 1,
}

/** Whether any node's corner lies in the window seen through `viewport`. */
export function showsSomeNode(viewport: Viewport, nodes: readonly CanvasNode[]): boolean {
  const { x, y, zoom } = viewport
  return nodes.some((n) => {
    const left = n.position.x * zoom + x
    const top = n.position.y * zoom + y
    return left >= 0 && top >= 0 && left < window.innerWidth && top < window.innerHeight
  })
}

/** The sizes xyflow measured, by node id. */
export function measuredSizes(nodes: readonly CanvasNode[]): Map<string, Size> {
  const sizes = new Map<string, Size>()
  for (const n of nodes) {
    const { width, height } = n.measured ?? {}
    if (width && height) sizes.set(n.id, { width, height })
  }
  return sizes
}
