// The ceiling: the LLM-chain flow run in-process by the engine with nothing but the fake model — no HTTP
// server, no database, no auth. Bundled like the server (prediction-bench.ts builds it with esbuild) and
// run by plain Node in a process of its own; prints one JSON line of figures.
import { readFileSync } from 'node:fs'
import { inProcessFlow } from './in-process-flow'
import { loadMeasure, sequentialOverhead, type LoadFigures } from './measure'

export interface CeilingInput {
  flowData: string
  baseUrl: string
  credential: Record<string, string>
  seconds: number
  concurrency: number
}

export interface CeilingFigures extends LoadFigures {
  firstRunMs: number
  /** One run at a time after the load (the JIT warm, as a serving process is). */
  overheadP50Ms: number
  /** The same after only 50 runs, before the load (the JIT still warming). */
  coldOverheadP50Ms: number
}

const input = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as CeilingInput
const runOnce = inProcessFlow(input, 'bench')
const run = async (): Promise<boolean> => (await runOnce()).text.length > 0

const t0 = performance.now()
await run()
const firstRunMs = performance.now() - t0
const coldOverheadP50Ms = await sequentialOverhead(run, input.baseUrl)
const load = await loadMeasure(run, {
  seconds: input.seconds,
  concurrency: input.concurrency,
  cpuMs: () => {
    const u = process.cpuUsage()
    return (u.user + u.system) / 1000
  },
  rssMb: () => process.memoryUsage.rss() / 1024 / 1024,
})
const overheadP50Ms = await sequentialOverhead(run, input.baseUrl)
const figures: CeilingFigures = { firstRunMs, overheadP50Ms, coldOverheadP50Ms, ...load }
process.stdout.write(`${JSON.stringify(figures)}\n`)
