// `npm run bench`: measured figures next to their targets, as ratios (figure / target; ≤ 1 meets it), and for
// predictions next to the ceiling (the same flow run in-process with nothing but the fake model).
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { startAppServer } from '../support/app-server'
import { gzippedJsFor } from '../support/gzipped-js'
import { benchAnalytics } from './analytics-bench'
import { measureAssets } from './assets-bench'
import { benchCanvas } from './canvas-bench'
import { benchEventLoop } from './event-loop-bench'
import { benchFirstPrediction } from './first-prediction-bench'
import { benchKnowledge } from './knowledge-bench'
import { benchPrediction } from './prediction-bench'
import { createReport } from './report'

const table = createReport()

if (!existsSync('packages/server/dist/cli.js') || !existsSync('packages/web/dist/index.html')) {
  execSync('npm run build', { stdio: 'inherit' })
}
execSync('node scripts/ensure-chromium.mjs', { stdio: 'inherit' })

const colds: number[] = []
for (let i = 0; i < 3; i++) {
  const s = await startAppServer()
  colds.push(s.coldStartMs)
  await s.stop()
}
colds.sort((a, b) => a - b)
table.add('server cold start to first ping (median of 3)', (colds[1] ?? 0) / 1000, 's', 1.5)

const prediction = await benchPrediction(table)
// The ceiling's first run loads the engine, LangChain and the runtimes in a fresh process, as a cold server does.
const first = await benchFirstPrediction()
const coldCeiling = { ceiling: prediction.ceiling.firstRunMs }
table.add(
  'first prediction 1 s after start, background warm-up (default)',
  first.warmMs,
  'ms',
  200,
  coldCeiling,
)
table.add('first prediction 1 s after start, WARM_UP=false', first.coldMs, 'ms', 200, coldCeiling)
table.add('a later prediction on the same server (the floor)', first.steadyMs, 'ms', 200)

const assets = measureAssets()
table.add(
  `web text assets ≥ 1 KB with .br and .gz beside them (${assets.precompressed} of ${assets.files})`,
  (100 * assets.precompressed) / Math.max(1, assets.files),
  '%',
  100,
  { higherIsBetter: true },
)
// Brotli (quality 11) must beat gzip (level 9) on the same files, or precompressing it would be pointless.
table.add(
  `web text assets precompressed, brotli (gzip ${assets.gzipKb.toFixed(0)} KB, raw ${assets.rawKb.toFixed(0)} KB)`,
  assets.brotliKb,
  'KB',
  Math.round(assets.gzipKb),
)

const server = await startAppServer()
try {
  // Idle means past the first quiet interval's compacting collection (10 s) and the WAL checkpointer's
  // thread, which ends after 30 s without writes.
  await new Promise((r) => setTimeout(r, 35_000))
  table.add('idle RSS 35 s after start (fresh install)', server.rssMb(), 'MB', 100)
  const auth = await gzippedJsFor(`${server.url}/auth`)
  table.add('gzipped JS loaded by /auth', auth.totalKb, 'KB', 350)
  table.add('bytes on the wire for /auth (all files, as sent)', auth.wireKb, 'KB', 350)
  const canvas = await benchCanvas(server)
  table.add('canvas: 300 nodes / 400 edges to interactive', canvas.interactiveMs / 1000, 's', 1.0)
  table.add('canvas: frames per second while panning', canvas.panFps, 'fps', 45, { higherIsBetter: true })
  table.add('canvas: frames per second while dragging a node', canvas.dragFps, 'fps', 45, {
    higherIsBetter: true,
  })
  table.add('gzipped JS loaded by the canvas route', canvas.canvasJsKb, 'KB', 700)
} finally {
  await server.stop()
}

await benchEventLoop(table)
await benchAnalytics(table)
await benchKnowledge(table)

table.print()
