// The API server's side of queue mode without any worker: what happens to a run nobody has taken yet.
import { randomBytes } from 'node:crypto'
import { Queue } from 'bullmq'
import { Redis } from 'ioredis'
import { pino } from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZPredictionBody } from '@unikflow/graph'
import { PredictionAbortedError } from '../prediction/run-failure-error'
import { queueNames } from './queue-names'
import { QueuedRuns } from './queued-runs'
import { RedisConnections } from './redis-connections'
import { startRunWorker } from './run-worker'

const url = process.env.TEST_REDIS_URL

describe.skipIf(!url)(`queued runs, no worker${url ? '' : ' (skipped: TEST_REDIS_URL not set)'}`, () => {
  const config = { name: `qr${randomBytes(4).toString('hex')}`, concurrency: 1, retries: 0, lockMs: 30_000 }
  const names = queueNames(config.name)
  const connections = new RedisConnections(url ?? '')
  let runs: QueuedRuns
  let inspect: Queue
  let redis: Redis

  beforeAll(async () => {
    redis = new Redis(url ?? '')
    runs = await QueuedRuns.open(config, connections, await connections.open('commands'))
    inspect = new Queue(names.runs, { connection: redis })
  })
  afterAll(async () => {
    await runs.close()
    await connections.close()
    await inspect.obliterate({ force: true })
    await inspect.close()
    const keys = await redis.keys(`*${config.name}*`)
    if (keys.length > 0) await redis.del(...keys)
    redis.disconnect()
  })

  it('a client that goes away before any worker took its run takes the run off the queue', async () => {
    const controller = new AbortController()
    const run = runs.run({
      unikId: 'u',
      flowId: 'f',
      chatType: 'EXTERNAL',
      source: 'api',
      body: ZPredictionBody.parse({ question: 'anyone?' }),
      signal: controller.signal,
      log: pino({ level: 'silent' }),
    })
    await expect.poll(() => inspect.getWaitingCount()).toBe(1)
    const [job] = await inspect.getWaiting()
    expect(job?.data).toMatchObject({
      unikId: 'u',
      flowId: 'f',
      stream: false,
      body: { question: 'anyone?' },
    })
    controller.abort()
    await expect(run).rejects.toBeInstanceOf(PredictionAbortedError)
    await expect.poll(() => inspect.getWaitingCount()).toBe(0)
    // A worker taking it at that very moment would find the flag and not run it.
    expect(await redis.exists(names.abortKey(job?.id ?? ''))).toBe(1)
  })

  it('a worker that takes a run stopped meanwhile answers "aborted" without running it', async () => {
    const runId = `stopped-${randomBytes(3).toString('hex')}`
    await redis.set(names.abortKey(runId), '1', 'EX', 60)
    const subscriber = await connections.open('blocking')
    const messages: string[] = []
    subscriber.on('message', (_channel: string, text: string) => messages.push(text))
    await subscriber.subscribe(names.runChannel(runId))
    const body = ZPredictionBody.parse({ question: 'too late' })
    await inspect.add(
      'run',
      { unikId: 'u', flowId: 'f', chatType: 'EXTERNAL', body, stream: true },
      { jobId: runId },
    )
    // Nothing of the deps is touched: the run is never started.
    const deps = {} as Parameters<typeof startRunWorker>[0]
    const worker = await startRunWorker(deps, config, connections, pino({ level: 'silent' }))
    try {
      await expect.poll(() => messages).toEqual([JSON.stringify({ type: 'aborted' })])
    } finally {
      await worker.close()
    }
  })
})
