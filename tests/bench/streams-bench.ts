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
 *   STREAMS_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" npm run bench:streams   (profile the server)
 *
 * STREAMS_CHATS: comma-separated chat counts, one load after another on the same server (default 100,400).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { processCpuMs, startAppServer, type RunningServer } from '../support/app-server'
import { publicLlmChainPrediction } from '../support/llm-chain-flow'

const root = fileURLToPath(new URL('../../', import.meta.url))

const num = (name: string, fallback: number) => Number(process.env[name] ?? fallback)
const options = {
  chats: (process.env.STREAMS_CHATS ?? '100,400').split(',').map(Number).filter(Boolean),
  chunks: num('STREAMS_CHUNKS', 40),
  intervalMs: num('STREAMS_INTERVAL_MS', 25),
  seconds: num('STREAMS_SECONDS', 10),
  /** Idle after each load before "after-load RSS" is read. */
  idleSeconds: num('STREAMS_IDLE_SECONDS', 10),
  serverNodeArgs: (process.env.STREAMS_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
}
const modelMs = options.chunks * options.intervalMs

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

interface Answer {
  ok: boolean
  firstTokenMs: number
  wholeMs: number
}

/** One streamed prediction: when its first token event came, when its stream ended, whether it ended well. */
function streamedAsker(url: URL, agent: Agent) {
  const body = JSON.stringify({ question: 'socks', streaming: true })
  const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
  return () =>
    new Promise<Answer>((resolve) => {
      const started = performance.now()
      let firstTokenMs = NaN
      let sawEnd = false
      // A frame may be cut between two reads: the last bytes of the previous read are searched again.
      let tail = ''
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent, headers },
        (res) => {
          res.setEncoding('utf8')
          res.on('data', (read: string) => {
            const text = tail + read
            tail = read.slice(-20)
            if (Number.isNaN(firstTokenMs) && text.includes('"event":"token"'))
              firstTokenMs = performance.now() - started
            if (text.includes('"event":"end"')) sawEnd = true
            if (text.includes('"event":"error"')) sawEnd = false
          })
          res.on('end', () => {
            const ok = res.statusCode === 200 && sawEnd && !Number.isNaN(firstTokenMs)
            resolve({ ok, firstTokenMs, wholeMs: performance.now() - started })
          })
        },
      )
      req.on('error', () => resolve({ ok: false, firstTokenMs, wholeMs: performance.now() - started }))
      req.end(body)
    })
}

/** The server's event-loop delay since the last call (event-loop-probe.mjs writes it on SIGUSR2). */
function loopDelayReader(server: RunningServer, file: string) {
  let sequence = 0
  return async (): Promise<{ p99Ms: number; maxMs: number }> => {
    sequence += 1
    process.kill(server.pid, 'SIGUSR2')
    for (;;) {
      try {
        const figures = JSON.parse(readFileSync(file, 'utf8')) as {
          sequence: number
          p99Ms: number
          maxMs: number
        }
        if (figures.sequence >= sequence) return figures
      } catch {
        // not written yet (or half written)
      }
      await new Promise((r) => setTimeout(r, 20))
    }
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN
}

interface LoadFigures {
  chats: number
  answered: number
  errors: number
  perSecond: number
  wholeP50Ms: number
  wholeP99Ms: number
  firstTokenP50Ms: number
  firstTokenP99Ms: number
  /** The slowest answer of all: a starved chat shows here. */
  wholeMaxMs: number
  loopDelayP99Ms: number
  cpuMsPerAnswer: number
  /** The fake model's and this load generator's CPU per answer: what shares the machine with the server. */
  modelCpuMsPerAnswer: number
  clientCpuMsPerAnswer: number
  rssBeforeMb: number
  peakRssMb: number
  afterLoadRssMb: number
}

/** `chats` loops, each asking one streamed prediction after another for `seconds`. */
async function load(
  server: RunningServer,
  model: { cpuMs(): number },
  ask: () => Promise<Answer>,
  chats: number,
  loopDelay: () => Promise<{ p99Ms: number }>,
): Promise<LoadFigures> {
  const rssBeforeMb = server.rssMb()
  let peakRssMb = rssBeforeMb
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, server.rssMb())
  }, 100)
  const answers: Answer[] = []
  await loopDelay()
  const cpuBefore = server.cpuMs()
  const modelCpuBefore = model.cpuMs()
  const clientCpuBefore = process.cpuUsage()
  const started = performance.now()
  const until = started + options.seconds * 1000
  await Promise.all(
    Array.from({ length: chats }, async () => {
      while (performance.now() < until) answers.push(await ask())
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const cpuMs = server.cpuMs() - cpuBefore
  const modelCpuMs = model.cpuMs() - modelCpuBefore
  const clientCpu = process.cpuUsage(clientCpuBefore)
  const clientCpuMs = (clientCpu.user + clientCpu.system) / 1000
  const { p99Ms: loopDelayP99Ms } = await loopDelay()
  clearInterval(sampler)
  const ok = answers.filter((a) => a.ok)
  await new Promise((r) => setTimeout(r, options.idleSeconds * 1000))
  return {
    chats,
    answered: ok.length,
    errors: answers.length - ok.length,
    perSecond: ok.length / seconds,
    wholeP50Ms: percentile(
      ok.map((a) => a.wholeMs),
      50,
    ),
    wholeP99Ms: percentile(
      ok.map((a) => a.wholeMs),
      99,
    ),
    wholeMaxMs: Math.max(...ok.map((a) => a.wholeMs)),
    firstTokenP50Ms: percentile(
      ok.map((a) => a.firstTokenMs),
      50,
    ),
    firstTokenP99Ms: percentile(
      ok.map((a) => a.firstTokenMs),
      99,
    ),
    loopDelayP99Ms,
    cpuMsPerAnswer: cpuMs / Math.max(1, ok.length),
    modelCpuMsPerAnswer: modelCpuMs / Math.max(1, ok.length),
    clientCpuMsPerAnswer: clientCpuMs / Math.max(1, ok.length),
    rssBeforeMb,
    peakRssMb,
    afterLoadRssMb: server.rssMb(),
  }
}

function print(f: LoadFigures) {
  const idealPerSecond = f.chats / (modelMs / 1000)
  const row = (value: number, unit: string, ideal: number) => ({
    value: `${value.toFixed(1)} ${unit}`,
    ideal: `${ideal.toFixed(1)} ${unit}`,
    'vs ideal': ideal === 0 ? '' : `${(value / ideal).toFixed(2)}×`,
  })
  console.log(
    `\n${f.chats} chats, ${options.seconds} s, model ${options.chunks} chunks × ${options.intervalMs} ms = ${modelMs} ms: ` +
      `${f.answered} answered, ${f.errors} failed; slowest answer ${f.wholeMaxMs.toFixed(0)} ms`,
  )
  console.table({
    'answered/s': row(f.perSecond, '/s', idealPerSecond),
    'whole answer p50': row(f.wholeP50Ms, 'ms', modelMs),
    'whole answer p99': row(f.wholeP99Ms, 'ms', modelMs),
    'first token p50': row(f.firstTokenP50Ms, 'ms', 0),
    'first token p99': row(f.firstTokenP99Ms, 'ms', 0),
    'event-loop delay p99': row(f.loopDelayP99Ms, 'ms', 0),
    'server CPU per answer': row(f.cpuMsPerAnswer, 'ms', 0),
    'fake model CPU per answer': row(f.modelCpuMsPerAnswer, 'ms', 0),
    'bench client CPU per answer': row(f.clientCpuMsPerAnswer, 'ms', 0),
    'peak RSS': row(f.peakRssMb, 'MB', f.rssBeforeMb),
    [`RSS ${options.idleSeconds} s after the load`]: row(f.afterLoadRssMb, 'MB', f.rssBeforeMb),
  })
}

const dir = mkdtempSync(join(tmpdir(), 'unikflow-bench-streams-'))
const loopFile = join(dir, 'loop-delay.json')
const fake = await startFakeModel()
const server = await startAppServer(
  { BENCH_LOOP_DELAY_FILE: loopFile },
  { nodeArgs: ['--import', join(root, 'tests/bench/event-loop-probe.mjs'), ...options.serverNodeArgs] },
)
try {
  const url = new URL(await publicLlmChainPrediction(server.url, fake.baseUrl))
  const agent = new Agent({ keepAlive: true, maxSockets: Math.max(...options.chats) })
  const ask = streamedAsker(url, agent)
  const loopDelay = loopDelayReader(server, loopFile)
  console.log(`server idle after start: ${server.rssMb().toFixed(1)} MB RSS`)
  // Warm the server's hot path (V8 optimises it after a few hundred runs), then measure each load.
  await Promise.all(
    Array.from({ length: 20 }, async () => {
      for (let i = 0; i < 10; i++) await ask()
    }),
  )
  for (const chats of options.chats) print(await load(server, fake, ask, chats, loopDelay))
  agent.destroy()
} finally {
  await server.stop()
  await fake.stop()
  rmSync(dir, { recursive: true, force: true })
}
