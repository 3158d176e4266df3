/**
 * Prediction benchmark: the LLM chain fixture (Prompt Template → LLM Chain ← Azure ChatOpenAI) on a public flow,
 * against testkit's fake OpenAI server answering at once. The server runs in this thread (SQLite in a
 * temp dir); the fake model and the load generator run in a worker thread, so they do not share the
 * server's event loop.
 *
 *   npx tsx --conditions=source packages/server/bench/prediction-bench.ts [--seconds 20] [--concurrency 20]
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads'

interface BenchOptions {
  seconds: number
  concurrency: number
}

interface WorkerReady {
  kind: 'fake'
  baseUrl: string
}
interface WorkerResult {
  kind: 'result'
  requests: number
  errors: number
  seconds: number
  latencies: number[]
  singlePrediction: number[]
  singleModel: number[]
}

const percentile = (sorted: number[], p: number): number =>
  sorted.length === 0
    ? NaN
    : (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN)
const median = (values: number[]): number =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  )

async function runWorker(): Promise<void> {
  const { startFakeOpenAI } = await import('@unikflow/testkit')
  const fake = await startFakeOpenAI()
  fake.respondWith(() => ({ content: 'A fine name: Sockety.' }))
  const port = parentPort
  if (!port) throw new Error('no parent port')
  port.postMessage({ kind: 'fake', baseUrl: fake.baseUrl } satisfies WorkerReady)
  const { url, seconds, concurrency } = await new Promise<{
    url: string
    seconds: number
    concurrency: number
  }>((resolve) => port.once('message', resolve))
  const body = JSON.stringify({ question: 'socks' })
  const ask = async () => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    await res.arrayBuffer()
    return res.ok
  }
  const modelBody = JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'socks' }] })
  const askModel = async () => {
    const res = await fetch(`${fake.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer sk-bench' },
      body: modelBody,
    })
    await res.arrayBuffer()
  }
  const time = async (f: () => Promise<unknown>) => {
    const start = performance.now()
    await f()
    return performance.now() - start
  }
  // Warm-up (first prediction loads the engine, LangChain and the node runtimes).
  for (let i = 0; i < 50; i++) await ask()
  const singlePrediction: number[] = []
  const singleModel: number[] = []
  for (let i = 0; i < 200; i++) {
    singlePrediction.push(await time(ask))
    singleModel.push(await time(askModel))
  }
  const latencies: number[] = []
  let requests = 0
  let errors = 0
  const started = performance.now()
  const until = started + seconds * 1000
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const t0 = performance.now()
        const ok = await ask().catch(() => false)
        latencies.push(performance.now() - t0)
        requests += 1
        if (!ok) errors += 1
      }
    }),
  )
  const result: WorkerResult = {
    kind: 'result',
    requests,
    errors,
    seconds: (performance.now() - started) / 1000,
    latencies,
    singlePrediction,
    singleModel,
  }
  port.postMessage(result)
  await fake.close()
}

async function main(options: BenchOptions): Promise<void> {
  const { buildApp } = await import('../src/app')
  const { loadConfig } = await import('../src/config')
  const { createDatabase } = await import('../src/db/database')
  const { migrateToLatest } = await import('../src/db/migrate')
  const { fixtureFlowData } = await import('../src/test/prediction-setup')

  // The worker runs this same TypeScript file: it registers tsx first (workers do not inherit its loader).
  const entry = `import('tsx/esm/api').then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}) })`
  const worker = new Worker(entry, {
    eval: true,
    workerData: { role: 'load' },
    execArgv: ['--conditions=source'],
  })
  const fake = await new Promise<WorkerReady>((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
  })

  const dataDir = mkdtempSync(join(tmpdir(), 'unikflow-bench-'))
  const config = loadConfig({
    DATA_DIR: dataDir,
    UNIKFLOW_SECRET_KEY: randomBytes(32).toString('base64url'),
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: join(dataDir, 'no-web'),
  })
  const database = await createDatabase(config)
  await migrateToLatest(database)
  const app = await buildApp({ config, database, logger: false })
  const inject = async (method: 'POST' | 'PUT', url: string, payload: object, token?: string) => {
    const res = await app.inject({
      method,
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`)
    return res.json<Record<string, unknown>>()
  }
  await inject('POST', '/api/v1/auth/register', { email: 'bench@example.com', password: 'Bench-pass-1' })
  const login = await inject('POST', '/api/v1/auth/login', {
    email: 'bench@example.com',
    password: 'Bench-pass-1',
  })
  const token = String(login.token)
  const unik = await inject('POST', '/api/v1/uniks', { name: 'Bench' }, token)
  const base = `/api/v1/uniks/${String(unik.id)}`
  const credential = await inject(
    'POST',
    `${base}/credentials`,
    {
      name: 'fake',
      credentialName: 'azureOpenAIApi',
      plainDataObj: {
        azureOpenAIApiKey: 'az-bench',
        azureOpenAIApiInstanceName: 'bench',
        azureOpenAIApiDeploymentName: 'gpt-35-turbo',
        azureOpenAIApiVersion: '2024-10-21',
      },
    },
    token,
  )
  // The shared Flowise fixture llm-chain.json: Prompt Template → LLM Chain ← Azure ChatOpenAI (base path → fake).
  const flowData = fixtureFlowData('llm-chain.json', {
    credentialId: String(credential.id),
    credentialNodes: ['azureChatOpenAI'],
    inputs: { azureChatOpenAI_0: { basepath: `${fake.baseUrl}/openai/deployments` } },
  })
  const flow = await inject(
    'POST',
    `${base}/chatflows`,
    { name: 'LLM chain', flowData, isPublic: true },
    token,
  )
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  const url = `${address}/api/v1/prediction/${String(flow.id)}`

  const first = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"question":"socks"}',
  })
  if (!first.ok) throw new Error(`first prediction: ${first.status} ${await first.text()}`)

  worker.postMessage({ url, seconds: options.seconds, concurrency: options.concurrency })
  const result = await new Promise<WorkerResult>((resolve) =>
    worker.on('message', (m: WorkerResult) => m.kind === 'result' && resolve(m)),
  )
  await worker.terminate()
  app.server.closeAllConnections()
  await app.close()
  await database.destroy()
  rmSync(dataDir, { recursive: true, force: true })

  const sorted = [...result.latencies].sort((a, b) => a - b)
  const overhead = median(result.singlePrediction) - median(result.singleModel)
  const fmt = (n: number) => n.toFixed(2)
  console.log(
    `prediction bench: LLM chain, fake model answering at once, concurrency ${options.concurrency}, ${fmt(result.seconds)} s`,
  )
  console.log(`  requests:      ${result.requests} (${result.errors} errors)`)
  console.log(`  requests/s:    ${fmt(result.requests / result.seconds)}`)
  console.log(`  latency p50:   ${fmt(percentile(sorted, 50))} ms`)
  console.log(`  latency p99:   ${fmt(percentile(sorted, 99))} ms`)
  console.log(
    `  single request: ${fmt(median(result.singlePrediction))} ms (fake model alone ${fmt(median(result.singleModel))} ms)`,
  )
  console.log(`  server overhead per request: ${fmt(overhead)} ms (median, sequential)`)
}

if (isMainThread) {
  const { values } = parseArgs({
    options: { seconds: { type: 'string', default: '20' }, concurrency: { type: 'string', default: '20' } },
  })
  await main({ seconds: Number(values.seconds), concurrency: Number(values.concurrency) })
} else if (workerData && typeof workerData === 'object' && 'role' in workerData) {
  await runWorker()
}
