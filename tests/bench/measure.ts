// Shared by the server and ceiling halves of the prediction bench: the same warm-up, the same sequential
// overhead measurement and the same closed-loop load, so their figures compare.

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? NaN
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const start = performance.now()
  await run()
  return performance.now() - start
}

/** The fake model answering one chat completion, alone (what every prediction waits for at least). */
function askModel(baseUrl: string): () => Promise<void> {
  const body = JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'socks' }] })
  return async () => {
    const res = await fetch(`${baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' },
      body,
    })
    await res.arrayBuffer()
  }
}

/**
 * After 50 warm-up runs, 200 runs one at a time, each followed by one call to the model alone: the
 * median run minus the median model call is the overhead of everything but the model.
 */
export async function sequentialOverhead(run: () => Promise<unknown>, modelBaseUrl: string): Promise<number> {
  for (let i = 0; i < 50; i++) await run()
  const model = askModel(modelBaseUrl)
  const runs: number[] = []
  const models: number[] = []
  for (let i = 0; i < 200; i++) {
    runs.push(await timed(run))
    models.push(await timed(model))
  }
  return median(runs) - median(models)
}

export interface LoadFigures {
  requests: number
  errors: number
  perSecond: number
  latencyP50Ms: number
  /** CPU of the measured process during the load, divided by the requests answered. */
  cpuMsPerRun: number
  peakRssMb: number
}

/** `concurrency` loops each running one request after another for `seconds`; RSS sampled every 100 ms. */
export async function loadMeasure(
  run: () => Promise<boolean>,
  options: { seconds: number; concurrency: number; cpuMs: () => number; rssMb: () => number },
): Promise<LoadFigures> {
  let peakRssMb = options.rssMb()
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, options.rssMb())
  }, 100)
  const latencies: number[] = []
  let errors = 0
  const cpuBefore = options.cpuMs()
  const started = performance.now()
  const until = started + options.seconds * 1000
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now()
        const ok = await run().catch(() => false)
        latencies.push(performance.now() - t0)
        if (!ok) errors += 1
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  const cpu = options.cpuMs() - cpuBefore
  clearInterval(sampler)
  peakRssMb = Math.max(peakRssMb, options.rssMb())
  return {
    requests: latencies.length,
    errors,
    perSecond: latencies.length / seconds,
    latencyP50Ms: median(latencies),
    cpuMsPerRun: cpu / Math.max(1, latencies.length),
    peakRssMb,
  }
}
