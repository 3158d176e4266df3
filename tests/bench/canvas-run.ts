// `npm run bench:canvas`: only the canvas rows of `npm run bench`, each the median of CANVAS_RUNS runs
// (default 3), every run on a fresh server started as bench.ts starts it (3 s to settle first).
import { startAppServer } from '../support/app-server'
import { benchCanvas, type CanvasFigures } from './canvas-bench'
import { createReport } from './report'

const runs = Number(process.env.CANVAS_RUNS ?? 3)
const figures: CanvasFigures[] = []
for (let i = 0; i < runs; i++) {
  const server = await startAppServer()
  try {
    await new Promise((r) => setTimeout(r, 3000))
    const run = await benchCanvas(server)
    figures.push(run)
    console.log(
      `run ${i + 1}: interactive ${(run.interactiveMs / 1000).toFixed(2)} s, pan ${run.panFps.toFixed(1)} fps, drag ${run.dragFps.toFixed(1)} fps`,
    )
  } finally {
    await server.stop()
  }
}

const median = (pick: (f: CanvasFigures) => number): number => {
  const sorted = figures.map(pick).sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

const table = createReport()
// The product's target (interactive within 1.0 s), not what today's build reaches.
table.add('canvas: 300 nodes / 400 edges to interactive', median((f) => f.interactiveMs) / 1000, 's', 1.0)
table.add(
  'canvas: frames per second while panning',
  median((f) => f.panFps),
  'fps',
  45,
  { higherIsBetter: true },
)
table.add(
  'canvas: frames per second while dragging a node',
  median((f) => f.dragFps),
  'fps',
  45,
  {
    higherIsBetter: true,
  },
)
table.add(
  'gzipped JS loaded by the canvas route',
  median((f) => f.canvasJsKb),
  'KB',
  700,
)
table.print()
