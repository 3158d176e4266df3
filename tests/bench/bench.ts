// `npm run bench`: measured figures next to their targets, as ratios (figure / target; ≤ 1 meets it).
import { execSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { startAppServer } from '../support/app-server'
import { gzippedJsFor } from '../support/gzipped-js'
import { benchCanvas } from './canvas-bench'
import { benchFirstPrediction } from './first-prediction-bench'

interface Row {
  name: string
  value: string
  target: string
  ratio: string
  ok: string
}
const rows: Row[] = []
function report(name: string, value: number, unit: string, target: number, lowerIsBetter = true): void {
  const ratio = lowerIsBetter ? value / target : target / value
  const sign = lowerIsBetter ? '≤' : '≥'
  rows.push({
    name,
    value: `${value.toFixed(1)} ${unit}`,
    target: `${sign} ${target} ${unit}`,
    ratio: ratio.toFixed(2),
    ok: ratio <= 1 ? 'yes' : 'NO',
  })
}

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
report('server cold start to first ping (median of 3)', (colds[1] ?? 0) / 1000, 's', 1.5)

const first = await benchFirstPrediction()
report('first prediction 1 s after start, background warm-up (default)', first.warmMs, 'ms', 200)
report('first prediction 1 s after start, WARM_UP=false', first.coldMs, 'ms', 200)
report('a later prediction on the same server (the floor)', first.steadyMs, 'ms', 200)

const server = await startAppServer()
try {
  await new Promise((r) => setTimeout(r, 3000))
  report('idle RSS after start', server.rssMb(), 'MB', 150)
  const auth = await gzippedJsFor(`${server.url}/auth`)
  report('gzipped JS loaded by /auth', auth.totalKb, 'KB', 350)
  report('bytes on the wire for /auth (all files, as sent)', auth.wireKb, 'KB', 350)
  const canvas = await benchCanvas(server)
  report('canvas: 300 nodes / 400 edges to interactive', canvas.interactiveMs / 1000, 's', 1.5)
  report('canvas: frames per second while panning', canvas.panFps, 'fps', 45, false)
  report('canvas: frames per second while dragging a node', canvas.dragFps, 'fps', 45, false)
  report('gzipped JS loaded by the canvas route', canvas.canvasJsKb, 'KB', 700)
} finally {
  await server.stop()
}

console.table(rows)
