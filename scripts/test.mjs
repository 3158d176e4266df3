#!/usr/bin/env node
// The one test command (README, CI): installs what the browser tests need, then runs every gate and test.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureChromium } from './ensure-chromium.mjs'

const seconds = (started) => ((Date.now() - started) / 1000).toFixed(1)

/** Runs a gate with its output held back, so gates running side by side print one after another. */
function runGate([label, cmd, args]) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (code) => {
      process.stdout.write(`\n▶ ${label}\n${output}`)
      process.stdout.write(
        code === 0 ? `✔ ${label} (${seconds(started)}s)\n` : `✖ ${label} failed after ${seconds(started)}s\n`,
      )
      resolve(code === 0)
    })
  })
}

ensureChromium()

// Each gate is one mostly single-threaded process and none reads what another writes (tsc emits under
// node_modules/.cache, the build under packages/*/dist), so two run at a time: on the 2-core CI machine
// that takes the gates from ~4 minutes one after another to about half. Longest first.
const gates = [
  ['typecheck', 'npx', ['tsc', '-b', 'tsconfig.json']],
  ['build', 'npm', ['run', 'build']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['lint', 'npx', ['eslint', '.']],
  ['unused or undeclared dependencies (knip)', 'npm', ['run', '--silent', 'check:deps']],
  ['import cycles (madge)', 'npm', ['run', '--silent', 'check:cycles']],
]
const gatesStarted = Date.now()
const queue = [...gates]
let failedGates = 0
await Promise.all(
  Array.from({ length: Math.max(2, availableParallelism()) }, async () => {
    for (let gate = queue.shift(); gate; gate = queue.shift()) if (!(await runGate(gate))) failedGates++
  }),
)
process.stdout.write(`\ngates took ${seconds(gatesStarted)}s\n`)

const out = join(mkdtempSync(join(tmpdir(), 'unikflow-test-')), 'vitest.json')
const testsStarted = Date.now()
const label = 'tests (unit, integration, browser journeys)'
process.stdout.write(`\n▶ ${label}\n`)
const tests = spawnSync(
  'npx',
  ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
  {
    stdio: 'inherit',
  },
)
const testsOk = tests.status === 0
process.stdout.write(
  testsOk
    ? `✔ ${label} (${seconds(testsStarted)}s)\n`
    : `✖ ${label} failed after ${seconds(testsStarted)}s\n`,
)
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
