import type { ReactFlowState } from '@xyflow/react'

/** Below this zoom a card shows only its title and anchors (params are unreadable there anyway). */
export const COMPACT_ZOOM = 0.5
/** Past this many nodes only what is on screen is rendered (xyflow's `onlyRenderVisibleElements`). */
export const VISIBLE_ONLY_FROM = 150
/** A full card's height is unknown before it is measured; this is a tall one (more cards count as on screen). */
const UNMEASURED_HEIGHT = 900
const UNMEASURED_WIDTH = 300

/**
 * Whether the card of node `id` is drawn compact: below `COMPACT_ZOOM`, or, in a flow large enough that
 * only the cards on screen stay mounted, while xyflow has not measured it yet and it lies off screen.
 * xyflow mounts every node once to measure it and unmounts those off screen right after, so in a
 * 300-node flow some 280 full cards (every param's field) were built, styled, laid out and thrown
 * away before the first paint. An off-screen card is measured compact instead; it is measured again,
 * in full, when panning brings it on screen and xyflow mounts it (as a card first seen zoomed out is).
 */
export function isCompactCard(s: ReactFlowState, id: string): boolean {
  const [tx, ty, zoom] = s.transform
  if (zoom < COMPACT_ZOOM) return true
  if (s.nodeLookup.size < VISIBLE_ONLY_FROM) return false
  const node = s.nodeLookup.get(id)
  if (!node || node.internals.handleBounds) return false
  // Before the pane has been measured the window is the largest it can be.
  const width = s.width || window.innerWidth
  const height = s.height || window.innerHeight
  const { x, y } = node.internals.positionAbsolute
  const left = x * zoom + tx
  const top = y * zoom + ty
  const right = left + (node.measured.width ?? UNMEASURED_WIDTH) * zoom
  const bottom = top + (node.measured.height ?? UNMEASURED_HEIGHT) * zoom
  return right <= 0 || bottom <= 0 || left >= width || top >= height
}
