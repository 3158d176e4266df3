#!/usr/bin/env node
// The one test command (README, CI): installs what the browser tests need, then runs every gate and test.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureChromium } from './ensure-chromium.mjs'

function run(label, cmd, args, opts = {}) {
  const started = Date.now()
  process.stdout.write(`\n▶ ${label}\n`)
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts })
  const secs = ((Date.now() - started) / 1000).toFixed(1)
  if (r.status !== 0) {
    process.stdout.write(`✖ ${label} failed after ${secs}s\n`)
    return false
  }
  process.stdout.write(`✔ ${label} (${secs}s)\n`)
  return true
}

ensureChromium()

const gates = [
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npx', ['tsc', '-b', 'tsconfig.json']],
  ['unused or undeclared dependencies (knip)', 'npm', ['run', '--silent', 'check:deps']],
  ['import cycles (madge)', 'npm', ['run', '--silent', 'check:cycles']],
  ['build', 'npm', ['run', 'build']],
]
let failedGates = 0
for (const [label, cmd, args] of gates) if (!run(label, cmd, args)) failedGates++

const out = join(mkdtempSync(join(tmpdir(), 'unikflow-test-')), 'vitest.json')
const testsOk = run('tests (unit, integration, browser journeys)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${out}`,
])

let passed = 0
let failed = failedGates
let skipped = 0
if (existsSync(out)) {
  const report = JSON.parse(readFileSync(out, 'utf8'))
  passed += report.numPassedTests
  failed += report.numFailedTests
  skipped += report.numPendingTests + report.numTodoTests
  if (!testsOk && report.numFailedTests === 0) failed += Math.max(1, report.numFailedTestSuites)
} else if (!testsOk) failed += 1

console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`)
process.exit(failed === 0 && testsOk ? 0 : 1)
