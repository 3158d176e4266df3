import type { Job, UnrecoverableError } from 'bullmq'
import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import type { Registry } from 'prom-client'
import type { TChatType, TRunSource } from '@unikflow/graph'
import type { QueueConfig } from '../../config'
import { AppError } from '../../errors/app-error'
import type { Metrics } from '../metrics/metrics'
import { PredictionAbortedError, runPrediction } from '../prediction/run-prediction'
import { queueNames, type QueueNames } from './queue-names'
import type { RedisConnections } from './redis-connections'
import { serializeError, type RunJobData, type RunMessage } from './run-messages'
import { startHeartbeat } from './worker-heartbeat'

/** A job queued by a server before runs recorded their source: told by its chat type. */
function sourceOfOlderJob(chatType: TChatType): TRunSource {
  if (chatType === 'EVALUATION') return 'evaluation'
  return chatType === 'INTERNAL' ? 'canvas' : 'api'
}

type PredictionDeps = Parameters<typeof runPrediction>[0]

/** How long the streamed-flag of a run is kept: longer than any run lasts. */
const STREAMED_FLAG_SECONDS = 24 * 3600

export interface RunWorker {
  close(): Promise<void>
}

/**
 * A worker process's side of queue mode: takes runs off the queue (`concurrency` at a time), runs each
 * with the same engine services as the in-process path (`runPrediction`), publishes its events and
 * outcome on the run's channel, and stops a run when its client goes away (the abort channel).
 *
 * A run whose worker died is found by another worker's stalled check once its lock (QUEUE_LOCK_MS) ran
 * out: with QUEUE_RUN_RETRIES it starts again elsewhere — unless it had streamed tokens already, which a
 * second attempt would repeat to the client — and otherwise fails, which the API server reports.
 * Sooner than that, the API server holding a run's client sees the worker's heartbeat key expire
 * (`worker-heartbeat.ts`) and ends the runs of that worker it serves.
 */
export async function startRunWorker(
  deps: PredictionDeps,
  config: QueueConfig,
  connections: RedisConnections,
  log: FastifyBaseLogger,
): Promise<RunWorker> {
  const { Worker, UnrecoverableError } = await import('bullmq')
  const { Registry } = await import('prom-client')
  const registry = new Registry()
  const names = queueNames(config.name)
  const [redis, subscriber, workerConnection] = await Promise.all([
    connections.open('commands'),
    connections.open('blocking'),
    connections.open('blocking'),
  ])
  // Set before any run is taken, so an API server told the worker's id always finds its key.
  const workerId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  const heartbeat = await startHeartbeat(redis, names.workerHeartbeat(workerId))
  const running = new Map<string, AbortController>()
  subscriber.on('message', (_channel: string, runId: string) => running.get(runId)?.abort())
  await subscriber.subscribe(names.abortChannel)

  const worker = new Worker<RunJobData, string>(
    names.runs,
    (job) =>
      processRun(
        {
          deps,
          names,
          redis,
          running,
          log,
          retries: config.retries,
          UnrecoverableError,
          registry,
          workerId,
        },
        job,
      ),
    {
      connection: workerConnection,
      // Shown as the job's `processedBy`: which process runs it.
      name: `${hostname()}:${process.pid}`,
      concurrency: config.concurrency,
      lockDuration: config.lockMs,
      stalledInterval: config.lockMs,
      maxStalledCount: config.retries,
    },
  )
  worker.on('error', (error) => log.error({ err: error }, 'run queue worker error'))
  await worker.waitUntilReady()
  return {
    async close() {
      // Runs in progress finish first (a stop signal is not a reason to lose answers).
      await worker.close()
      await heartbeat.stop()
    },
  }
}

interface RunContext {
  deps: PredictionDeps
  names: QueueNames
  redis: Redis
  running: Map<string, AbortController>
  log: FastifyBaseLogger
  retries: number
  UnrecoverableError: typeof UnrecoverableError
  registry: Registry
  /** This process's id in the runs' `started` message and its heartbeat key. */
  workerId: string
}

/** Runs one job; its outcome is published and also returned (the job's value, a fallback for the API server). */
async function processRun(context: RunContext, job: Job<RunJobData, string>): Promise<string> {
  const { names, redis, running } = context
  const runId = job.id ?? ''
  const channel = names.runChannel(runId)
  const publish = (message: RunMessage) => redis.publish(channel, JSON.stringify(message))
  const finish = async (message: RunMessage) => {
    await publish(message).catch((error: unknown) =>
      context.log.warn({ err: error, runId }, 'publishing failed'),
    )
    return JSON.stringify(message)
  }
  if (await redis.exists(names.abortKey(runId))) return finish({ type: 'aborted' })
  const waitedMs = Math.max(0, Date.now() - job.timestamp)
  void publish({ type: 'started', waitedMs, workerId: context.workerId }).catch(() => undefined)
  // Failing the job (not answering an error) takes the path a run without retries takes: BullMQ's
  // `failed` event, which the API server turns into RUN_INTERRUPTED.
  if (job.stalledCounter > 0 && (await redis.exists(names.streamedKey(runId))))
    throw new context.UnrecoverableError(
      'The worker running this answer stopped after it had streamed part of it',
    )

  const controller = new AbortController()
  running.set(runId, controller)
  const log = context.log.child({ runId, flowId: job.data.flowId })
  let streamed = false
  try {
    // The run's metrics go to the API server serving the client: a worker serves no /metrics.
    const metrics: Metrics = {
      registry: context.registry,
      recordRun: (run) => void publish({ type: 'recorded', run }).catch(() => undefined),
      observeQueueWait: () => undefined,
      watchRunQueue: () => undefined,
    }
    const answer = await runPrediction(
      { ...context.deps, metrics },
      {
        unikId: job.data.unikId,
        flowId: job.data.flowId,
        chatType: job.data.chatType,
        source: job.data.source ?? sourceOfOlderJob(job.data.chatType),
        body: job.data.body,
        signal: controller.signal,
        log,
        ...(job.data.stream
          ? {
              onEvent: (event) => {
                if (!streamed && context.retries > 0 && event.event === 'token') {
                  streamed = true
                  void redis.set(names.streamedKey(runId), '1', 'EX', STREAMED_FLAG_SECONDS)
                }
                void publish({ type: 'event', event }).catch(() => undefined)
              },
            }
          : {}),
      },
    )
    return await finish({ type: 'answer', answer })
  } catch (error) {
    if (error instanceof PredictionAbortedError) return finish({ type: 'aborted' })
    if (!(error instanceof AppError)) log.error({ err: error }, 'prediction failed on the worker')
    return finish({ type: 'error', error: serializeError(error) })
  } finally {
    running.delete(runId)
  }
}
