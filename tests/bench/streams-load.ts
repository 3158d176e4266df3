// The streams bench's load: N chats, each asking one streamed prediction after another, and what the
// server's processes used meanwhile (CPU, event-loop delay, resident memory), summed and per process.
import { readFileSync } from 'node:fs'
import { Agent, request } from 'node:http'
import { processCpuMs, processRssMb } from '../support/app-server'
import type { BenchProcess, Service } from './streams-topology'

export interface Answer {
  ok: boolean
  /** Until the response's headers: the server sends them when it begins the run (its `start` frame). */
  headersMs: number
  firstTokenMs: number
  wholeMs: number
}

/** One streamed prediction: when its first token event came, when its stream ended, whether it ended well. */
export function streamedAsker(url: URL, agent: Agent) {
  const body = JSON.stringify({ question: 'socks', streaming: true })
  const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
  return () =>
    new Promise<Answer>((resolve) => {
      const started = performance.now()
      let headersMs = NaN
      let firstTokenMs = NaN
      let sawEnd = false
      // A frame may be cut between two reads: the last bytes of the previous read are searched again.
      let tail = ''
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent, headers },
        (res) => {
          headersMs = performance.now() - started
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
            resolve({ ok, headersMs, firstTokenMs, wholeMs: performance.now() - started })
          })
        },
      )
      req.on('error', () =>
        resolve({ ok: false, headersMs, firstTokenMs, wholeMs: performance.now() - started }),
      )
      req.end(body)
    })
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN
}

export interface ProcessFigures {
  label: string
  role: BenchProcess['role']
  cpuMsPerAnswer: number
  loopDelayP99Ms: number
  rssBeforeMb: number
  peakRssMb: number
  afterLoadRssMb: number
}

export interface LoadFigures {
  chats: number
  answered: number
  errors: number
  perSecond: number
  wholeP50Ms: number
  wholeP99Ms: number
  firstTokenP50Ms: number
  firstTokenP99Ms: number
  /**
   * The same split: each chat's first question (all chats ask at once when the load starts) and the
   * questions after (each asked when the chat's previous answer ended): where the tail waits.
   */
  firstTokenP99OpeningMs: number
  firstTokenP99LaterMs: number
  /**
   * How long each chat's first question waited before the server began its run (its response headers):
   * on a connection the load opened, mostly the wait to be accepted (docs/performance.md, new connections
   * under load).
   */
  headersP99OpeningMs: number
  /** The slowest answer of all: a starved chat shows here. */
  wholeMaxMs: number
  /** The worst process's. */
  loopDelayP99Ms: number
  /** All of the server's processes together. */
  cpuMsPerAnswer: number
  /** The fake model's and this load generator's CPU per answer: what shares the machine with the server. */
  modelCpuMsPerAnswer: number
  /** The database's and Redis's, by name, when the mode uses them (see `Service`). */
  serviceCpuMsPerAnswer: Record<string, number>
  clientCpuMsPerAnswer: number
  /** Cores the rest of the machine kept busy meanwhile (other processes, the kernel): about 0 on a quiet one. */
  othersCores: number
  /** Sums over the server's processes (the peak: the highest sum sampled). */
  rssBeforeMb: number
  peakRssMb: number
  afterLoadRssMb: number
  perProcess: ProcessFigures[]
}

export interface LoadOptions {
  seconds: number
  /** Idle after the load before "after-load RSS" is read. */
  idleSeconds: number
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

/** CPU time every core has spent busy since boot, in ms (the first line of /proc/stat, 100 ticks a second). */
function machineBusyMs(): number {
  const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]?.split(/\s+/).slice(1).map(Number) ?? []
  // user nice system idle iowait irq softirq steal …: all but idle and iowait.
  return (sum(ticks) - (ticks[3] ?? 0) - (ticks[4] ?? 0)) * 10
}

/** `chats` loops for `seconds`, chat i asking through `askers[i % askers.length]` (one per API server). */
export async function load(
  { processes, services }: { processes: readonly BenchProcess[]; services: readonly Service[] },
  model: { cpuMs(): number },
  askers: readonly (() => Promise<Answer>)[],
  chats: number,
  loopDelays: () => Promise<number[]>,
  o: LoadOptions,
): Promise<LoadFigures> {
  const rss = () => processes.map((p) => processRssMb(p.pid))
  const cpu = () => processes.map((p) => processCpuMs(p.pid))
  const rssBefore = rss()
  const peaks = [...rssBefore]
  let peakSum = sum(rssBefore)
  const sampler = setInterval(() => {
    const now = rss()
    now.forEach((mb, i) => (peaks[i] = Math.max(peaks[i] ?? 0, mb)))
    peakSum = Math.max(peakSum, sum(now))
  }, 100)
  const answers: Answer[] = []
  const openings = new Set<Answer>()
  await loopDelays()
  const cpuBefore = cpu()
  const modelCpuBefore = model.cpuMs()
  const serviceCpuBefore = await Promise.all(services.map((s) => s.cpuMs()))
  const clientCpuBefore = process.cpuUsage()
  const machineBefore = machineBusyMs()
  const started = performance.now()
  const until = started + o.seconds * 1000
  await Promise.all(
    Array.from({ length: chats }, async (_, i) => {
      const ask = askers[i % askers.length]
      for (let first = true; ask && performance.now() < until; first = false) {
        const answer = await ask()
        if (first) openings.add(answer)
        answers.push(answer)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const cpuMs = cpu().map((ms, i) => ms - (cpuBefore[i] ?? 0))
  const modelCpuMs = model.cpuMs() - modelCpuBefore
  const serviceCpuMs = (await Promise.all(services.map((s) => s.cpuMs()))).map(
    (ms, i) => ms - (serviceCpuBefore[i] ?? 0),
  )
  const clientCpu = process.cpuUsage(clientCpuBefore)
  const clientCpuMs = (clientCpu.user + clientCpu.system) / 1000
  const ours = sum(cpuMs) + sum(serviceCpuMs) + modelCpuMs + clientCpuMs
  const othersCores = Math.max(0, machineBusyMs() - machineBefore - ours) / (seconds * 1000)
  const loopDelayP99 = await loopDelays()
  clearInterval(sampler)
  const ok = answers.filter((a) => a.ok)
  await new Promise((r) => setTimeout(r, o.idleSeconds * 1000))
  const rssAfter = rss()
  const perAnswer = (ms: number) => ms / Math.max(1, ok.length)
  const whole = ok.map((a) => a.wholeMs)
  const firstToken = ok.map((a) => a.firstTokenMs)
  const ofOpenings = (opening: boolean) => ok.filter((a) => openings.has(a) === opening)
  const firstTokenOf = (opening: boolean) => ofOpenings(opening).map((a) => a.firstTokenMs)
  return {
    chats,
    answered: ok.length,
    errors: answers.length - ok.length,
    perSecond: ok.length / seconds,
    wholeP50Ms: percentile(whole, 50),
    wholeP99Ms: percentile(whole, 99),
    wholeMaxMs: Math.max(...whole),
    firstTokenP50Ms: percentile(firstToken, 50),
    firstTokenP99Ms: percentile(firstToken, 99),
    firstTokenP99OpeningMs: percentile(firstTokenOf(true), 99),
    firstTokenP99LaterMs: percentile(firstTokenOf(false), 99),
    headersP99OpeningMs: percentile(
      ofOpenings(true).map((a) => a.headersMs),
      99,
    ),
    loopDelayP99Ms: Math.max(...loopDelayP99),
    cpuMsPerAnswer: perAnswer(sum(cpuMs)),
    modelCpuMsPerAnswer: perAnswer(modelCpuMs),
    serviceCpuMsPerAnswer: Object.fromEntries(
      services.map((s, i) => [s.name, perAnswer(serviceCpuMs[i] ?? 0)]),
    ),
    clientCpuMsPerAnswer: perAnswer(clientCpuMs),
    othersCores,
    rssBeforeMb: sum(rssBefore),
    peakRssMb: peakSum,
    afterLoadRssMb: sum(rssAfter),
    perProcess: processes.map((p, i) => ({
      label: p.label,
      role: p.role,
      cpuMsPerAnswer: perAnswer(cpuMs[i] ?? 0),
      loopDelayP99Ms: loopDelayP99[i] ?? NaN,
      rssBeforeMb: rssBefore[i] ?? 0,
      peakRssMb: peaks[i] ?? 0,
      afterLoadRssMb: rssAfter[i] ?? 0,
    })),
  }
}
