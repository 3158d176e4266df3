// A worker process killed mid-answer, with BullMQ's lock at its default (30 s): the API server notices
// the worker's heartbeat key expire and ends that worker's runs with RUN_INTERRUPTED within seconds,
// while the runs of the other worker finish. Real processes (`scripts/queue-topology.mjs`), PostgreSQL, Redis.
import { randomBytes } from 'node:crypto'
import { Queue } from 'bullmq'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TChatflow, TUnik } from '@unikflow/graph'
import { FAKE_MODEL_HOST, startFakeOpenAI, type FakeOpenAI } from '@unikflow/testkit'
import { startQueueTopology, type Topology } from '../../../../../scripts/queue-topology.mjs'
import { fixtureFlowData } from '../../test/prediction-setup'
import { adminQuery, databaseUrlOf, missing, redisUrl, tearDownQueueSuite } from '../../test/queue-test-setup'
import { queueNames } from './queue-names'
import { readSse, type SseEvent } from './read-sse'
import { HEARTBEAT_TTL_MS } from './worker-heartbeat'

const ANSWER = 'one two three four five six seven eight'

describe.skipIf(missing !== '')(
  `queue mode: a killed worker's runs end within seconds${missing ? ` (skipped: ${missing} not set)` : ''}`,
  { timeout: 60_000 },
  () => {
    const database = `unikflow_beat_${Date.now()}_${randomBytes(3).toString('hex')}`
    const queueName = `uh${randomBytes(4).toString('hex')}`
    let topology: Topology
    let fake: FakeOpenAI
    let redis: Redis
    let runs: Queue
    let api: string
    let token: string
    let flow: TChatflow

    const call = async <T>(method: string, path: string, body?: unknown) => {
      const res = await fetch(`${api}/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
      if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
      return (await res.json()) as T
    }
    const ask = (question: string) =>
      fetch(`${api}/api/v1/internal-prediction/${flow.id}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ question, streaming: true }),
      })

    beforeAll(async () => {
      await adminQuery(`create database ${database}`)
      fake = await startFakeOpenAI()
      redis = new Redis(redisUrl ?? '')
      runs = new Queue(queueNames(queueName).runs, { connection: redis })
      topology = await startQueueTopology({
        from: 'source',
        apis: 1,
        workers: 0,
        env: {
          DATABASE_URL: databaseUrlOf(database),
          REDIS_URL: redisUrl ?? '',
          QUEUE_NAME: queueName,
          // BullMQ's defaults: a dead worker's lock runs out after 30 s, and its runs are not tried again.
          QUEUE_RUN_RETRIES: '0',
          WORKER_CONCURRENCY: '2',
          WARM_UP: 'true',
          REGISTRATION: 'open',
          UNIKFLOW_OUTBOUND_ALLOWLIST: FAKE_MODEL_HOST,
        },
      })
      api = topology.apis[0]?.url ?? ''
      const body = JSON.stringify({ email: 'owner@example.com', password: 'Passw0rd-1' })
      const headers = { 'content-type': 'application/json' }
      await fetch(`${api}/api/v1/auth/register`, { method: 'POST', headers, body })
      const login = await fetch(`${api}/api/v1/auth/login`, { method: 'POST', headers, body })
      token = ((await login.json()) as { token: string }).token
      const unik = await call<TUnik>('POST', '/uniks', { name: 'Beat', description: '' })
      const credential = await call<{ id: string }>('POST', `/uniks/${unik.id}/credentials`, {
        name: 'fake',
        credentialName: 'openAIApi',
        plainDataObj: { openAIApiKey: 'sk-fake', basePath: fake.baseUrl },
      })
      flow = await call<TChatflow>('POST', `/uniks/${unik.id}/chatflows`, {
        name: 'Beat',
        flowData: fixtureFlowData('conversation-chain.json', {
          credentialId: credential.id,
          credentialNodes: ['chatOpenAI'],
        }),
      })
      await Promise.all([topology.startWorker(), topology.startWorker()])
    }, 120_000)

    afterAll(() => tearDownQueueSuite({ topology, runs, redis, queueName, fake, database }), 60_000)

    it("fails only the killed worker's runs, with RUN_INTERRUPTED within 5 s; the others finish", async () => {
      // Four streamed answers, paced: two on each worker (concurrency 2).
      for (let i = 0; i < 4; i++) fake.queue({ content: ANSWER, intervalMs: 700 })
      const streams = await Promise.all([1, 2, 3, 4].map(async (i) => readSse(await ask(`question ${i}`))))
      for (const stream of streams) {
        expect(await stream.next()).toMatchObject({ event: 'start' })
        expect(await stream.next()).toEqual({ event: 'token', data: 'one' })
      }
      const active = await runs.getActive()
      expect(active).toHaveLength(4)
      const pids = active.map((job) => Number(job.processedBy?.split(':').pop()))
      const victim = topology.workers.find((w) => w.pid === pids[0])
      if (!victim) throw new Error(`no worker of pid ${pids[0]}`)
      const victimRuns = pids.filter((pid) => pid === victim.pid).length
      expect(victimRuns).toBe(2)

      await victim.crash()
      const killedAt = Date.now()
      const ends = await Promise.all(
        streams.map(async (stream) => {
          const rest: SseEvent[] = await stream.all()
          return { rest, afterMs: Date.now() - killedAt }
        }),
      )
      const failed = ends.filter((e) => e.rest.some((event) => event.event === 'error'))
      const finished = ends.filter((e) => !e.rest.some((event) => event.event === 'error'))
      expect(failed).toHaveLength(2)
      for (const end of failed) {
        expect(end.rest.at(-2)).toEqual({
          event: 'error',
          data: expect.stringMatching(/worker running this answer stopped/),
        })
        expect(end.rest.at(-1)).toEqual({ event: 'end', data: '[DONE]' })
        // Noticed through the heartbeat (its TTL and a look every half second), not BullMQ's 30 s lock.
        expect(end.afterMs).toBeLessThan(Math.min(5_000, HEARTBEAT_TTL_MS + 2_000))
      }
      expect(finished).toHaveLength(2)
      for (const end of finished) {
        const text = end.rest.filter((e) => e.event === 'token').map((e) => String(e.data))
        expect(['one', ...text].join('')).toBe(ANSWER)
      }
    })
  },
)
