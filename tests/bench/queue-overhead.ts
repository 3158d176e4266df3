/**
 * What queue mode costs per answer: the same LLM-chain flow on PostgreSQL answered by one process
 * (`MODE=main`) and by an API server handing it to one worker over BullMQ and Redis (`MODE=queue`), one
 * JSON prediction after another against testkit's fake model (which answers at once). Prints the median
 * and p90 latency of each and the difference: the queue's own price per answer (job add, a worker's
 * fetch, pub/sub of the outcome).
 *
 *   npm run build && DATABASE_URL=postgres://… REDIS_URL=redis://… npx tsx --conditions=@unikflow/source tests/bench/queue-overhead.ts
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { FAKE_MODEL_HOST, startFakeOpenAI } from '@unikflow/testkit'
import { startQueueTopology } from '../../scripts/queue-topology.mjs'
import { fixtureFlowData } from '../../packages/server/src/test/prediction-setup'

const pgUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL
const redisUrl = process.env.REDIS_URL ?? process.env.TEST_REDIS_URL
if (!pgUrl || !redisUrl) throw new Error('Set DATABASE_URL and REDIS_URL (or their TEST_ forms)')
const ANSWERS = Number(process.env.QUEUE_BENCH_ANSWERS ?? 100)

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: pgUrl })
  await client.connect()
  await client.query(statement).finally(() => client.end())
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0

async function measure(mode: 'main' | 'queue', fakeBaseUrl: string) {
  const database = `unikflow_qbench_${mode}_${randomBytes(3).toString('hex')}`
  await admin(`create database ${database}`)
  const url = new URL(pgUrl ?? '')
  url.pathname = `/${database}`
  const queueName = `qb${randomBytes(4).toString('hex')}`
  const topology = await startQueueTopology({
    apis: 1,
    workers: mode === 'queue' ? 1 : 0,
    env: {
      MODE: mode,
      DATABASE_URL: url.toString(),
      REDIS_URL: redisUrl ?? '',
      QUEUE_NAME: queueName,
      REGISTRATION: 'open',
      UNIKFLOW_OUTBOUND_ALLOWLIST: FAKE_MODEL_HOST,
    },
  })
  try {
    const api = topology.apis[0]?.url ?? ''
    const headers = { 'content-type': 'application/json' }
    const login = JSON.stringify({ email: 'bench@example.com', password: 'Passw0rd-1' })
    await fetch(`${api}/api/v1/auth/register`, { method: 'POST', headers, body: login })
    const { token } = (await (
      await fetch(`${api}/api/v1/auth/login`, { method: 'POST', headers, body: login })
    ).json()) as { token: string }
    const authed = { ...headers, authorization: `Bearer ${token}` }
    const post = async <T>(path: string, body: unknown) =>
      (await (
        await fetch(`${api}/api/v1${path}`, { method: 'POST', headers: authed, body: JSON.stringify(body) })
      ).json()) as T
    const unik = await post<{ id: string }>('/uniks', { name: 'Bench', description: '' })
    const credential = await post<{ id: string }>(`/uniks/${unik.id}/credentials`, {
      name: 'fake',
      credentialName: 'openAIApi',
      plainDataObj: { openAIApiKey: 'sk-fake', basePath: fakeBaseUrl },
    })
    const flow = await post<{ id: string }>(`/uniks/${unik.id}/chatflows`, {
      name: 'Bench',
      flowData: fixtureFlowData('conversation-chain.json', {
        credentialId: credential.id,
        credentialNodes: ['chatOpenAI'],
      }),
    })
    const ask = async (i: number) => {
      const started = performance.now()
      const res = await fetch(`${api}/api/v1/internal-prediction/${flow.id}`, {
        method: 'POST',
        headers: authed,
        body: JSON.stringify({ question: `q${i}`, overrideConfig: { sessionId: `s${i}` } }),
      })
      if (!res.ok) throw new Error(`${mode}: ${res.status} ${await res.text()}`)
      await res.json()
      return performance.now() - started
    }
    for (let i = 0; i < 10; i++) await ask(i) // warm: runtimes loaded, connections open
    const ms: number[] = []
    for (let i = 0; i < ANSWERS; i++) ms.push(await ask(100 + i))
    return { p50: percentile(ms, 0.5), p90: percentile(ms, 0.9) }
  } finally {
    await topology.stop()
    await admin(`drop database if exists ${database} with (force)`)
  }
}

const fake = await startFakeOpenAI()
try {
  const main = await measure('main', fake.baseUrl)
  const queue = await measure('queue', fake.baseUrl)
  const f = (n: number) => n.toFixed(1)
  console.log(
    `MODE=main : p50 ${f(main.p50)} ms, p90 ${f(main.p90)} ms (${ANSWERS} JSON answers, one at a time)`,
  )
  console.log(`MODE=queue: p50 ${f(queue.p50)} ms, p90 ${f(queue.p90)} ms`)
  console.log(
    `queue overhead per answer: p50 +${f(queue.p50 - main.p50)} ms, p90 +${f(queue.p90 - main.p90)} ms`,
  )
} finally {
  await fake.close()
}
