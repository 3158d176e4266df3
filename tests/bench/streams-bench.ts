/**
 * Streams bench: many chats at once, each a slow streamed answer. The built server (its own process,
 * SQLite) serves the public LLM-chain flow; testkit's fake model (a third process) streams every answer at
 * a set pace; this process keeps N chats asking one streamed prediction after another over node:http and
 * reads their Server-Sent Events. Each figure is printed next to its ideal: a server that added nothing to
 * the model would answer N / (the model's time) a second, each answer in the model's time, its first
 * token at once, at no CPU, and return to the memory it had before the load.
 *
 *   npm run build && npm run bench:streams
 *   STREAMS_CHATS=400 STREAMS_CHUNKS=40 STREAMS_INTERVAL_MS=25 STREAMS_SECONDS=15 npm run bench:streams
 *   STREAMS_CONNECT_FIRST=1 npm run bench:streams   (the chats' connections opened before the load)
 *   STREAMS_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench:streams   (profile the server)
 *   STREAMS_GLIBC_DEFAULT=1 npm run bench:streams   (glibc's own trim threshold, not the Docker image's)
 *   TEST_DATABASE_URL=postgres://… TEST_REDIS_URL=redis://… STREAMS_MODES=main,queue npm run bench:streams
 *
 * STREAMS_CHATS: comma-separated chat counts, one load after another on the same server (default 100,400).
 * STREAMS_MODES: `main` (default: one process on SQLite), or `main,queue` for the same loads on PostgreSQL
 * as MODE=main (one process) and as MODE=queue (2 API servers, chats half on each, and 2 workers taking
 * STREAMS_WORKER_CONCURRENCY runs each, default enough for every chat), printed side by side; CPU and RSS
 * are then sums over the processes, with a table per process, and PostgreSQL's (when local) and Redis's CPU
 * have rows of their own. A fresh database per mode, dropped after.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { Agent } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { processCpuMs, processRssMb } from '../support/app-server'
import { publicLlmChainPrediction } from '../support/llm-chain-flow'
import { load, streamedAsker, type LoadFigures } from './streams-load'
import {
  loopDelayReader,
  startOnPostgres,
  startSqliteServer,
  type Deployment,
  type Mode,
} from './streams-topology'

const root = fileURLToPath(new URL('../../', import.meta.url))

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const list = (name: string, fallback: string) => (process.env[name] ?? fallback).split(',').filter(Boolean)
const modes = list('STREAMS_MODES', 'main').map((m): Mode => {
  if (m === 'main' || m === 'queue') return m
  throw new Error(`STREAMS_MODES: ${m}? (main, queue)`)
})
const options = {
  chats: list('STREAMS_CHATS', '100,400').map(Number).filter(Boolean),
  chunks: num('STREAMS_CHUNKS', 40),
  intervalMs: num('STREAMS_INTERVAL_MS', 25),
  seconds: num('STREAMS_SECONDS', 10),
  /**
   * Idle after each load before "after-load RSS" is read, and after start before "idle after start" is:
   * the server gives memory back after 10 s without work, the young generation 10 s later
   * (server/src/cli/heap-memory.ts), so a shorter wait reads a server that has not tried yet.
   */
  idleSeconds: num('STREAMS_IDLE_SECONDS', 30),
  /**
   * `1`: every chat's connection is opened before the load (one question each), so that the load measures
   * streams on open connections; by default the load begins by opening them, all in the same millisecond.
   */
  connectFirst: process.env.STREAMS_CONNECT_FIRST === '1',
  serverNodeArgs: (process.env.STREAMS_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
}
const modelMs = options.chunks * options.intervalMs
/** Only the default (MODE=main alone) runs on SQLite; a comparison runs every mode on PostgreSQL. */
const onPostgres = modes.some((m) => m !== 'main')
/** Runs each worker takes at once: by default every chat's run starts at once, as in one process. */
const workerConcurrency = num('STREAMS_WORKER_CONCURRENCY', Math.ceil(Math.max(...options.chats) / 2))
async function startFakeModel() {
  const child = spawn(process.execPath, [...process.execArgv, 'tests/bench/fake-model-process.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      BENCH_MODEL_CHUNKS: String(options.chunks),
      BENCH_MODEL_INTERVAL_MS: String(options.intervalMs),
    },
  })
  const line = await new Promise<string>((resolve) => {
    if (child.stdout) createInterface({ input: child.stdout }).once('line', resolve)
  })
  const { baseUrl } = JSON.parse(line) as { baseUrl: string }
  const exited = new Promise((r) => child.once('exit', r))
  return {
    baseUrl,
    cpuMs: () => processCpuMs(child.pid ?? 0),
    stop: () => {
      child.kill('SIGTERM')
      return exited
    },
  }
}

const modeName = (mode: Mode) => `MODE=${mode}`

/**
 * The figures of one chat count, each beside its ideal: one column per mode that ran (one for the default
 * run), and queue − main when both did.
 */
function printSideBySide(runs: { deployment: Deployment; figures: LoadFigures }[]) {
  const chats = runs[0]?.figures.chats ?? 0
  const main = runs.find((r) => r.deployment.mode === 'main')?.figures
  const queue = runs.find((r) => r.deployment.mode === 'queue')?.figures
  console.log(
    `\n${chats} chats, ${options.seconds} s, model ${options.chunks} chunks × ${options.intervalMs} ms = ${modelMs} ms: ` +
      runs
        .map(
          ({ deployment: d, figures: f }) =>
            `${modeName(d.mode)} ${f.answered} answered, ${f.errors} failed, slowest ${f.wholeMaxMs.toFixed(0)} ms, ` +
            `rest of the machine ${f.othersCores.toFixed(2)} cores busy`,
        )
        .join('; '),
  )
  const services = [...new Set(runs.flatMap((r) => Object.keys(r.figures.serviceCpuMsPerAnswer)))]
  /** `ideal` a number, `before` for memory (each mode's RSS before the load), or none. */
  const row = (unit: string, value: (f: LoadFigures) => number, ideal: number | 'before' | null) => {
    const cells: Record<string, string> = {}
    for (const { deployment, figures: f } of runs) {
      const target = ideal === 'before' ? f.rssBeforeMb : (ideal ?? 0)
      const ratio = target === 0 ? '' : ` (${(value(f) / target).toFixed(2)}×)`
      // NaN: not in that mode (Redis in MODE=main, which has none).
      cells[modeName(deployment.mode)] = Number.isNaN(value(f))
        ? '—'
        : `${value(f).toFixed(1)} ${unit}${ratio}`
    }
    cells.ideal = ideal === 'before' ? 'RSS before' : ideal === null ? '' : `${ideal.toFixed(1)} ${unit}`
    if (main && queue) {
      const difference = value(queue) - (Number.isNaN(value(main)) ? 0 : value(main))
      cells['queue − main'] = `${difference >= 0 ? '+' : ''}${difference.toFixed(1)} ${unit}`
    }
    return cells
  }
  console.table({
    'answered/s': row('/s', (f) => f.perSecond, chats / (modelMs / 1000)),
    'whole answer p50': row('ms', (f) => f.wholeP50Ms, modelMs),
    'whole answer p99': row('ms', (f) => f.wholeP99Ms, modelMs),
    'first token p50': row('ms', (f) => f.firstTokenP50Ms, 0),
    'first token p99': row('ms', (f) => f.firstTokenP99Ms, 0),
    "  of each chat's first question": row('ms', (f) => f.firstTokenP99OpeningMs, 0),
    '  of the questions after': row('ms', (f) => f.firstTokenP99LaterMs, 0),
    '  first question let in (headers) p99': row('ms', (f) => f.headersP99OpeningMs, 0),
    'event-loop delay p99, worst process': row('ms', (f) => f.loopDelayP99Ms, 0),
    'server CPU per answer, all processes': row('ms', (f) => f.cpuMsPerAnswer, 0),
    ...Object.fromEntries(
      services.map((name) => [
        `${name} CPU per answer`,
        row('ms', (f) => f.serviceCpuMsPerAnswer[name] ?? NaN, 0),
      ]),
    ),
    ...(services.length > 0 && {
      'server and services CPU per answer': row(
        'ms',
        (f) => f.cpuMsPerAnswer + Object.values(f.serviceCpuMsPerAnswer).reduce((a, b) => a + b, 0),
        0,
      ),
    }),
    'fake model CPU per answer': row('ms', (f) => f.modelCpuMsPerAnswer, 0),
    'bench client CPU per answer': row('ms', (f) => f.clientCpuMsPerAnswer, 0),
    'RSS before the load, sum': row('MB', (f) => f.rssBeforeMb, null),
    'peak RSS, sum': row('MB', (f) => f.peakRssMb, 'before'),
    [`RSS ${options.idleSeconds} s after the load, sum`]: row('MB', (f) => f.afterLoadRssMb, 'before'),
  })
  for (const { deployment, figures } of runs) {
    if (figures.perProcess.length < 2) continue
    console.log(`${modeName(deployment.mode)}, each process:`)
    const mb = (n: number) => `${n.toFixed(1)} MB`
    console.table(
      Object.fromEntries(
        figures.perProcess.map((p) => [
          p.label,
          {
            'CPU per answer': `${p.cpuMsPerAnswer.toFixed(1)} ms`,
            'event-loop delay p99': `${p.loopDelayP99Ms.toFixed(1)} ms`,
            'RSS before': mb(p.rssBeforeMb),
            'peak RSS': mb(p.peakRssMb),
            [`RSS ${options.idleSeconds} s after`]: mb(p.afterLoadRssMb),
          },
        ]),
      ),
    )
  }
}

/** Starts the mode, creates the flow through its first API server, warms it, then runs each load. */
async function measure(mode: Mode, dir: string, model: { baseUrl: string; cpuMs(): number }) {
  const deployment = onPostgres
    ? await startOnPostgres(mode, dir, { nodeArgs: options.serverNodeArgs, workerConcurrency })
    : await startSqliteServer(dir, options.serverNodeArgs)
  const agent = new Agent({ keepAlive: true, maxSockets: Math.max(...options.chats) })
  try {
    // Before anything is asked: what the server holds for a person who has not used it yet.
    await new Promise((r) => setTimeout(r, options.idleSeconds * 1000))
    const idleMb = deployment.processes.reduce((mb, p) => mb + processRssMb(p.pid), 0)
    console.log(`${deployment.title}: ${idleMb.toFixed(1)} MB RSS ${options.idleSeconds} s after start, idle`)
    const flowUrl = new URL(await publicLlmChainPrediction(deployment.apiUrls[0] ?? '', model.baseUrl))
    const askers = deployment.apiUrls.map((api) => streamedAsker(new URL(flowUrl.pathname, api), agent))
    const loopDelays = loopDelayReader(dir, deployment.processes)
    // Warm the server's hot path (V8 optimises it after a few hundred runs), then measure each load.
    await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const ask = askers[i % askers.length]
        for (let n = 0; ask && n < 10; n++) await ask()
      }),
    )
    if (options.connectFirst) {
      const chats = Math.max(...options.chats)
      await Promise.all(Array.from({ length: chats }, (_, i) => askers[i % askers.length]?.()))
    }
    const figures: LoadFigures[] = []
    for (const chats of options.chats) {
      const f = await load(deployment, model, askers, chats, loopDelays, options)
      // The machine is shared: its load says how far the figures can be compared.
      const load1 = loadavg()[0]?.toFixed(2)
      if (onPostgres) console.log(`${modeName(mode)}: ${chats} chats measured (load average ${load1})`)
      else printSideBySide([{ deployment, figures: f }])
      figures.push(f)
    }
    return { deployment, figures }
  } finally {
    agent.destroy()
    await deployment.stop()
  }
}

const dir = mkdtempSync(join(tmpdir(), 'unikflow-bench-streams-'))
const fake = await startFakeModel()
try {
  if (onPostgres)
    console.log(
      'Every mode on PostgreSQL (a fresh database each), so that they differ only in the mode; MODE=main is one process without Redis.',
    )
  const results: Awaited<ReturnType<typeof measure>>[] = []
  for (const mode of modes) results.push(await measure(mode, dir, fake))
  if (onPostgres)
    options.chats.forEach((_, i) =>
      printSideBySide(
        results.flatMap(({ deployment, figures }) => {
          const f = figures[i]
          return f ? [{ deployment, figures: f }] : []
        }),
      ),
    )
} finally {
  await fake.stop()
  rmSync(dir, { recursive: true, force: true })
}
