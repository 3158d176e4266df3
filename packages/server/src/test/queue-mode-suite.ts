// Queue mode as it runs in production: two API servers (MODE=queue) and two `unikflow worker` processes,
// spawned from the sources, on a fresh PostgreSQL database and the machine's Redis.
import { randomBytes } from 'node:crypto'
import { Queue } from 'bullmq'
import { Redis } from 'ioredis'
import { afterAll, beforeAll } from 'vitest'
import type { TChatflow, TChatSessionList, TUnik } from '@unikflow/graph'
import { FAKE_MODEL_HOST, startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { startQueueTopology, type Topology } from '../../../../scripts/queue-topology.mjs'
import { fixtureFlowData } from './prediction-setup'
import { adminQuery, databaseUrlOf, redisUrl, tearDownQueueSuite } from './queue-test-setup'

/** One API call with a user's token; throws with the answer when it is not 2xx. */
async function call<T>(base: string, token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return (res.status === 204 ? undefined : await res.json()) as T
}

async function signUp(base: string, email: string) {
  const body = JSON.stringify({ email, password: 'Passw0rd-1' })
  const headers = { 'content-type': 'application/json' }
  const reg = await fetch(`${base}/api/v1/auth/register`, { method: 'POST', headers, body })
  if (reg.status !== 201) throw new Error(`register: ${reg.status} ${await reg.text()}`)
  const res = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers, body })
  return ((await res.json()) as { token: string }).token
}

/** Two API servers and (once the flow is stored) two workers, sharing a fresh database and queue name. */
function startTopology(database: string, queueName: string) {
  return startQueueTopology({
    from: 'source',
    workers: 0,
    env: {
      DATABASE_URL: databaseUrlOf(database),
      REDIS_URL: redisUrl ?? '',
      QUEUE_NAME: queueName,
      // A dead worker's run is noticed within seconds; a run is tried once more, unless it streamed.
      QUEUE_LOCK_MS: '1500',
      QUEUE_RUN_RETRIES: '1',
      WORKER_CONCURRENCY: '2',
      METRICS_ENABLED: 'true',
      WARM_UP: 'true',
      // The owner and a member register on their own (registration is by invitation by default).
      REGISTRATION: 'open',
      // testkit's fake model listens on its own loopback address, allowed as an operator
      // allows a local model server (model base URLs pass the outbound guard, in the workers too).
      UNIKFLOW_OUTBOUND_ALLOWLIST: FAKE_MODEL_HOST,
    },
  })
}

/** An owner (on server A) and a member (on server B) of one unik, its credential and a conversation chain. */
async function seed(fx: TQueueModeFixture) {
  fx.tokens = {
    owner: await signUp(fx.a, 'owner@example.com'),
    member: await signUp(fx.b, 'member@example.com'),
  }
  fx.unik = await call<TUnik>(fx.a, fx.tokens.owner, 'POST', '/uniks', { name: 'Queue', description: '' })
  const unikPath = `/uniks/${fx.unik.id}`
  await call(fx.a, fx.tokens.owner, 'POST', `${unikPath}/members`, {
    email: 'member@example.com',
    role: 'member',
  })
  const credential = await call<{ id: string }>(fx.a, fx.tokens.owner, 'POST', `${unikPath}/credentials`, {
    name: 'fake',
    credentialName: 'openAIApi',
    plainDataObj: { openAIApiKey: 'sk-fake', basePath: fx.fake.baseUrl },
  })
  fx.flow = await call<TChatflow>(fx.a, fx.tokens.owner, 'POST', `${unikPath}/chatflows`, {
    name: 'Queued',
    flowData: fixtureFlowData('conversation-chain.json', {
      credentialId: credential.id,
      credentialNodes: ['chatOpenAI'],
    }),
  })
}

type TQueueModeFixture = {
  topology: Topology
  fake: FakeOpenAI
  redis: Redis
  runs: Queue
  a: string
  b: string
  tokens: { owner: string; member: string }
  unik: TUnik
  flow: TChatflow
}

/** The topology, users, unik and flow the queue-mode tests share; fields are filled in by the hooks. */
export function queueModeSuite() {
  const database = `unikflow_queue_${Date.now()}_${randomBytes(3).toString('hex')}`
  const queueName = `uq${randomBytes(4).toString('hex')}`
  // Filled in by the hooks below: read inside hooks and tests only.
  const fx = {} as TQueueModeFixture

  beforeAll(async () => {
    await adminQuery(`create database ${database}`)
    fx.fake = await startFakeOpenAI()
    fx.redis = new Redis(redisUrl ?? '')
    fx.runs = new Queue(`${queueName}-runs`, { connection: fx.redis })
    // Workers start once the flow is stored: they warm its node runtimes before taking runs, as in
    // production, so loading LangChain on a loaded machine cannot stall a run past its lock.
    fx.topology = await startTopology(database, queueName)
    ;[fx.a, fx.b] = fx.topology.apis.map((api) => api.url) as [string, string]
    await seed(fx)
    await Promise.all([fx.topology.startWorker(), fx.topology.startWorker()])
  }, 120_000)

  afterAll(() => tearDownQueueSuite({ ...fx, queueName, database }), 60_000)

  const ask = (base: string, body: object, signal?: AbortSignal) =>
    fetch(`${base}/api/v1/internal-prediction/${fx.flow.id}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fx.tokens.owner}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
      ...(signal ? { signal } : {}),
    })
  /** Every stored message of the flow, oldest first. */
  const messages = async () => {
    const path = `/uniks/${fx.unik.id}/chatflows/${fx.flow.id}/messages`
    const list = await call<TChatSessionList>(fx.a, fx.tokens.owner, 'GET', path)
    return list.sessions
      .flatMap((session) => session.messages)
      .sort((x, y) => x.createdDate.localeCompare(y.createdDate))
      .map((m) => m.content)
  }
  /** The worker process running the (one) active run, from BullMQ's `processedBy` (host:pid). */
  const workerOfActiveRun = async () => {
    for (;;) {
      const [job] = await fx.runs.getActive()
      const pid = Number(job?.processedBy?.split(':').pop())
      const worker = fx.topology.workers.find((w) => w.pid === pid)
      if (worker) return worker
      await new Promise((r) => setTimeout(r, 50))
    }
  }
  return Object.assign(fx, { call, ask, messages, workerOfActiveRun })
}

export type QueueModeSuite = ReturnType<typeof queueModeSuite>
