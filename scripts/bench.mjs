#!/usr/bin/env node
// `npm run bench`: measured figures next to their targets, as ratios (figure / target; ≤ 1 meets it).
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { startBuiltServer } from './bench/server-process.mjs'
import { gzippedJsFor } from './bench/web-bundle.mjs'
import { ensureChromium } from './ensure-chromium.mjs'

if (!existsSync('packages/server/dist/cli.js') || !existsSync('packages/web/dist/index.html')) {
  execSync('npm run build', { stdio: 'inherit' })
}
ensureChromium()

const rows = []
const report = (name, value, unit, target, lowerIsBetter = true) => {
  const ratio = lowerIsBetter ? value / target : target / value
  rows.push({
    name,
    value: `${value.toFixed(1)} ${unit}`,
    target: `${lowerIsBetter ? '≤' : '≥'} ${target} ${unit}`,
    ratio: ratio.toFixed(2),
    ok: ratio <= 1 ? 'yes' : 'NO',
  })
}

const colds = []
for (let i = 0; i < 3; i++) {
  const s = await startBuiltServer()
  colds.push(s.coldStartMs)
  await s.stop()
}
colds.sort((a, b) => a - b)
report('server cold start to first ping (median of 3)', colds[1] / 1000, 's', 1.5)

const server = await startBuiltServer()
try {
  await new Promise((r) => setTimeout(r, 3000))
  report('idle RSS after start', server.rssMb(), 'MB', 150)
  const auth = await gzippedJsFor(`${server.url}/auth`)
  report('gzipped JS loaded by /auth', auth.totalKb, 'KB', 350)
} finally {
  await server.stop()
}

console.table(rows)
