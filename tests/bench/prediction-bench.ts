/**
 * Prediction bench: the LLM-chain fixture (Prompt Template → LLM Chain ← Azure ChatOpenAI) as a public flow
 * on the built server (its own process, SQLite), asked by this process over HTTP while testkit's fake model
 * answers at once from a third process. Side by side, the ceiling: the same flow run in-process by the
 * engine with nothing but the fake model (ceiling-run.ts, bundled like the server).
 *
 * Single-request overhead is measured twice on both sides: after only 50 runs, before the load (V8 has
 * not yet optimised the hot path: printed above the table), and after the load, as a process that has
 * been serving is (the target row).
 *
 *   npm run bench:prediction
 *   BENCH_SECONDS=20 BENCH_CONCURRENCY=20 BENCH_IDLE_SECONDS=60 npm run bench:prediction
 *   BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench:prediction   (profile the server)
 *   BENCH_CEILING_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof-ceiling" npm run bench:prediction   (the ceiling)
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createInterface } from 'node:readline'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { startAppServer } from '../support/app-server'
import { azureCredentialFields, llmChainFlowData, publicLlmChainPrediction } from '../support/llm-chain-flow'
import type { CeilingFigures, CeilingInput } from './ceiling-run'
import { loadMeasure, sequentialOverhead, type LoadFigures } from './measure'
import { createReport, type Report } from './report'

const root = fileURLToPath(new URL('../../', import.meta.url))
/** Requests per second at 20 connections before the hot-path work (this machine): the target is twice that. */
const THROUGHPUT_BEFORE = 238
const RSS_IDLE_TARGET_MB = 150

interface BenchOptions {
  seconds: number
  concurrency: number
  idleSeconds: number
  serverNodeArgs: string[]
  ceilingNodeArgs: string[]
}

const nodeArgs = (name: string) => (process.env[name] ?? '').split(' ').filter(Boolean)

function optionsFromEnv(): BenchOptions {
  const num = (name: string, fallback: number) => {
    const raw = process.env[name]
    return raw ? Number(raw) : fallback
  }
  return {
    seconds: num('BENCH_SECONDS', 20),
    concurrency: num('BENCH_CONCURRENCY', 20),
    idleSeconds: num('BENCH_IDLE_SECONDS', 60),
    serverNodeArgs: nodeArgs('BENCH_SERVER_NODE_ARGS'),
    ceilingNodeArgs: nodeArgs('BENCH_CEILING_NODE_ARGS'),
  }
}

/** Starts a process and resolves with its first stdout line parsed as JSON (and the process). */
async function firstJsonLine<T>(
  args: string[],
): Promise<{ value: T; stop: () => void; done: Promise<void> }> {
  const child = spawn(process.execPath, args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] })
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const lines = createInterface({ input: child.stdout })
  const line = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve)
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)))
  })
  return { value: JSON.parse(line) as T, stop: () => child.kill('SIGTERM'), done }
}

async function runCeiling(input: CeilingInput, nodeArgs: string[]): Promise<CeilingFigures> {
  // Bundled beside the server's own bundle, so it resolves the same npm packages the same way.
  const outfile = join(root, 'packages/server/dist/bench/ceiling.js')
  await build({
    entryPoints: [join(root, 'tests/bench/ceiling-run.ts')],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@unikflow/source'],
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-npm-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@unikflow/') ? undefined : { path: args.path, external: true },
          )
        },
      },
    ],
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  })
  const dir = mkdtempSync(join(tmpdir(), 'unikflow-bench-ceiling-'))
  try {
    const file = join(dir, 'input.json')
    writeFileSync(file, JSON.stringify(input))
    const ceiling = await firstJsonLine<CeilingFigures>([...nodeArgs, outfile, file])
    await ceiling.done
    return ceiling.value
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

interface ServerFigures extends LoadFigures {
  /** One prediction at a time after the load (the JIT warm, as a serving process is). */
  overheadP50Ms: number
  /** The same after only 50 predictions, before the load (the JIT still warming). */
  coldOverheadP50Ms: number
  idleRssMb: number
  /** Seconds of idle until RSS first fell under the idle target (undefined: it did not). */
  secondsToIdleTarget: number | undefined
}

async function runServer(fakeBaseUrl: string, options: BenchOptions): Promise<ServerFigures> {
  const server = await startAppServer({}, { nodeArgs: options.serverNodeArgs })
  try {
    const url = await publicLlmChainPrediction(server.url, fakeBaseUrl)
    const body = JSON.stringify({ question: 'socks' })
    const ask = async () => {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
      await res.arrayBuffer()
      return res.ok
    }
    const coldOverheadP50Ms = await sequentialOverhead(ask, fakeBaseUrl)
    const load = await loadMeasure(ask, {
      seconds: options.seconds,
      concurrency: options.concurrency,
      cpuMs: () => server.cpuMs(),
      rssMb: () => server.rssMb(),
    })
    const overheadP50Ms = await sequentialOverhead(ask, fakeBaseUrl)
    let secondsToIdleTarget: number | undefined
    for (let s = 1; s <= options.idleSeconds; s++) {
      await new Promise((r) => setTimeout(r, 1_000))
      if (secondsToIdleTarget === undefined && server.rssMb() < RSS_IDLE_TARGET_MB) secondsToIdleTarget = s
    }
    return { ...load, overheadP50Ms, coldOverheadP50Ms, idleRssMb: server.rssMb(), secondsToIdleTarget }
  } finally {
    await server.stop()
  }
}

/** Runs the ceiling, then the server under the same load; adds the target rows to `report`. */
export async function benchPrediction(
  report: Report,
  options = optionsFromEnv(),
): Promise<{ ceiling: CeilingFigures; server: ServerFigures }> {
  const fake = await firstJsonLine<{ baseUrl: string }>([
    ...process.execArgv,
    join(root, 'tests/bench/fake-model-process.ts'),
  ])
  try {
    const fakeBaseUrl = fake.value.baseUrl
    const ceiling = await runCeiling(
      {
        flowData: llmChainFlowData('bench', fakeBaseUrl),
        baseUrl: fakeBaseUrl,
        credential: azureCredentialFields,
        seconds: options.seconds,
        concurrency: options.concurrency,
      },
      options.ceilingNodeArgs,
    )
    const server = await runServer(fakeBaseUrl, options)
    const c = options.concurrency
    console.log(
      `prediction bench: LLM chain, ${options.seconds} s at ${c} connections — server ${server.requests} requests ` +
        `(${server.errors} errors, p50 ${server.latencyP50Ms.toFixed(1)} ms), ceiling ${ceiling.requests} runs ` +
        `(${ceiling.errors} errors, p50 ${ceiling.latencyP50Ms.toFixed(1)} ms, first run ${ceiling.firstRunMs.toFixed(0)} ms); ` +
        (server.secondsToIdleTarget === undefined
          ? `RSS not under ${RSS_IDLE_TARGET_MB} MB within ${options.idleSeconds} s of idle; one prediction `
          : `RSS under ${RSS_IDLE_TARGET_MB} MB after ${server.secondsToIdleTarget} s of idle; one prediction `) +
        `at a time after only 50 (before the load, the JIT still warming): overhead p50 ` +
        `${server.coldOverheadP50Ms.toFixed(1)} ms, ceiling ${ceiling.coldOverheadP50Ms.toFixed(1)} ms`,
    )
    report.add('prediction: server CPU per LLM-chain prediction', server.cpuMsPerRun, 'ms', 2, {
      ceiling: ceiling.cpuMsPerRun,
    })
    report.add('prediction: single-request server overhead p50 (warm)', server.overheadP50Ms, 'ms', 3, {
      ceiling: ceiling.overheadP50Ms,
    })
    report.add(
      `prediction: throughput at ${c} connections`,
      server.perSecond,
      'req/s',
      2 * THROUGHPUT_BEFORE,
      {
        higherIsBetter: true,
        ceiling: ceiling.perSecond,
      },
    )
    report.add(`prediction: peak RSS under the ${c}-connection load`, server.peakRssMb, 'MB', 250, {
      ceiling: ceiling.peakRssMb,
    })
    report.add(
      `prediction: RSS after ${options.idleSeconds} s idle`,
      server.idleRssMb,
      'MB',
      RSS_IDLE_TARGET_MB,
    )
    return { ceiling, server }
  } finally {
    fake.stop()
    await fake.done
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const report = createReport()
  await benchPrediction(report)
  report.print()
}
