/** A box on the canvas, in flow coordinates. */
export type Box = { readonly x: number; readonly y: number; readonly width: number; readonly height: number }
type Point = { readonly x: number; readonly y: number }

/** Space kept between a placed card and its neighbours. */
const GAP = 25
/** Candidate offsets are tried on this grid (the canvas's snap grid is 25). */
const STEP = 50
/** How many rings of candidates are tried before giving up (a canvas full for 10 000 px around). */
const MAX_RINGS = 200

function overlaps(a: Box, b: Box): boolean {
  return (
    a.x < b.x + b.width + GAP &&
    b.x < a.x + a.width + GAP &&
    a.y < b.y + b.height + GAP &&
    b.y < a.y + a.height + GAP
  )
}

function fits(boxes: readonly Box[], obstacles: readonly Box[], offset: Point): boolean {
  return boxes.every((box) => {
    const moved = { ...box, x: box.x + offset.x, y: box.y + offset.y }
    return obstacles.every((o) => !overlaps(moved, o))
  })
}

/** The candidates at Chebyshev distance `ring` steps from `start`, nearest (Euclidean) first. */
function ringOf(start: Point, ring: number): Point[] {
  const points: Point[] = []
  for (let i = -ring; i <= ring; i++) {
    points.push({ x: i, y: -ring }, { x: i, y: ring })
    if (i !== -ring && i !== ring) points.push({ x: -ring, y: i }, { x: ring, y: i })
  }
  return points
    .sort((a, b) => a.x * a.x + a.y * a.y - (b.x * b.x + b.y * b.y))
    .map((p) => ({ x: start.x + p.x * STEP, y: start.y + p.y * STEP }))
}

/**
 * The offset nearest to `start` that moves every one of `boxes` (a new node, or a pasted group, which
 * moves as one) clear of every obstacle, so nothing lands on top of another card. `start` itself when
 * it is already clear; `start` too when nothing is clear within reach.
 */
export function freeOffset(
  boxes: readonly Box[],
  obstacles: readonly Box[],
  start: Point = { x: 0, y: 0 },
): Point {
  if (fits(boxes, obstacles, start)) return start
  for (let ring = 1; ring <= MAX_RINGS; ring++) {
    const found = ringOf(start, ring).find((offset) => fits(boxes, obstacles, offset))
    if (found) return found
  }
  return start
}

/** Where a card of `size` wanted at `position` goes: there, or the nearest spot clear of `obstacles`. */
export function freeSpot(
  position: Point,
  size: { width: number; height: number },
  obstacles: readonly Box[],
): Point {
  const offset = freeOffset([{ ...position, ...size }], obstacles)
  return { x: position.x + offset.x, y: position.y + offset.y }
}
