import { randomUUID } from 'node:crypto'
import type { Queue, QueueEvents } from 'bullmq'
import type { Redis } from 'ioredis'
import type { TPredictionResponse } from '@unikflow/graph'
import type { QueueConfig } from '../../config'
import type { Metrics } from '../metrics/metrics'
import { PredictionAbortedError } from '../prediction/run-failure-error'
import { queueNames, type QueueNames } from './queue-names'
import type { QueuedRunInput, RunQueue } from './run-queue'
import type { RedisConnections } from './redis-connections'
import { WorkerWatch } from './worker-heartbeat'
import {
  deserializeError,
  parseRunMessage,
  runInterruptedError,
  type RunJobData,
  type RunMessage,
} from './run-messages'

const countsOf = (counts: Record<string, number>) => ({
  waiting: counts.waiting ?? 0,
  active: counts.active ?? 0,
  delayed: counts.delayed ?? 0,
})

interface PendingRun {
  settle(message: RunMessage): void
  fail(error: Error): void
  /** The worker process running it (its `started` message), watched through its heartbeat key. */
  workerId?: string
  /** A token reached the client: a second attempt elsewhere would repeat it. */
  streamed: boolean
}

/** A stopped run's flag outlives any wait in the queue a client would sit through. */
const ABORT_FLAG_SECONDS = 3600
/** A worker's outcome comes on the run's channel; the queue's completion is only a fallback after this. */
const COMPLETION_GRACE_MS = 2_000

/**
 * The API server's side of queue mode: a prediction becomes a BullMQ job, its events and outcome come
 * back on the run's Redis channel, and a client that goes away stops the run wherever it runs. Jobs a
 * worker could not finish (it died; see QUEUE_RUN_RETRIES) reach us as BullMQ's `failed` events.
 */
export class QueuedRuns implements RunQueue {
  private readonly pending = new Map<string, PendingRun>()
  private readonly watch: WorkerWatch

  private constructor(
    private readonly names: QueueNames,
    private readonly retries: number,
    private readonly queue: Queue<RunJobData>,
    private readonly events: QueueEvents,
    private readonly redis: Redis,
    private readonly subscriber: Redis,
    private readonly metrics: Metrics | undefined,
  ) {
    this.watch = new WorkerWatch(
      redis,
      names.workerHeartbeat,
      () => this.workersInUse(),
      (id) => this.workerGone(id),
    )
    metrics?.watchRunQueue(() => queue.getJobCounts('waiting', 'active', 'delayed').then(countsOf))
    subscriber.on('message', (channel: string, text: string) => {
      if (!channel.startsWith(names.runChannelPrefix)) return
      const message = parseRunMessage(text)
      if (message) this.pending.get(channel.slice(names.runChannelPrefix.length))?.settle(message)
    })
    events.on('failed', ({ jobId }) => this.pending.get(jobId)?.fail(runInterruptedError()))
    events.on('completed', ({ jobId, returnvalue }) => {
      const run = this.pending.get(jobId)
      if (!run) return
      // Normally the outcome arrived on the channel already; this covers a subscriber that reconnected.
      setTimeout(() => {
        const message = typeof returnvalue === 'string' ? parseRunMessage(returnvalue) : undefined
        if (message && (message.type === 'answer' || message.type === 'error' || message.type === 'aborted'))
          run.settle(message)
      }, COMPLETION_GRACE_MS).unref()
    })
  }

  static async open(
    config: QueueConfig,
    connections: RedisConnections,
    redis: Redis,
    metrics?: Metrics,
  ): Promise<QueuedRuns> {
    const { Queue, QueueEvents } = await import('bullmq')
    const names = queueNames(config.name)
    const [queueConnection, eventsConnection, subscriber] = await Promise.all([
      connections.open('blocking'),
      connections.open('blocking'),
      connections.open('blocking'),
    ])
    const queue = new Queue<RunJobData>(names.runs, { connection: queueConnection })
    const events = new QueueEvents(names.runs, { connection: eventsConnection })
    await Promise.all([queue.waitUntilReady(), events.waitUntilReady()])
    return new QueuedRuns(names, config.retries, queue, events, redis, subscriber, metrics)
  }

  private workersInUse(): ReadonlySet<string> {
    const ids = new Set<string>()
    for (const run of this.pending.values()) if (run.workerId) ids.add(run.workerId)
    return ids
  }

  /**
   * A worker's heartbeat expired: it died. Its runs that cannot be tried again (no retries, or the client
   * has tokens a second attempt would repeat) end now with RUN_INTERRUPTED, and are flagged stopped so a
   * later stalled check starts none of them again; the others wait for their retry on another worker.
   */
  private workerGone(workerId: string): void {
    for (const [runId, run] of this.pending) {
      if (run.workerId !== workerId) continue
      run.workerId = undefined
      if (this.retries > 0 && !run.streamed) continue
      void this.stop(runId)
      run.fail(runInterruptedError())
    }
  }

  /** Runs a prediction on a worker; resolves with its answer, or throws what the run threw there. */
  async run(input: QueuedRunInput): Promise<TPredictionResponse> {
    const runId = randomUUID()
    const channel = this.names.runChannel(runId)
    const { outcome, abort } = this.track(runId, input)
    // Listening before the job exists, so not even the first token can be missed.
    await this.subscriber.subscribe(channel)
    try {
      if (input.signal.aborted) throw new PredictionAbortedError('The client went away')
      input.signal.addEventListener('abort', abort, { once: true })
      await this.queue.add(
        'run',
        {
          unikId: input.unikId,
          flowId: input.flowId,
          chatType: input.chatType,
          source: input.source,
          body: input.body,
          stream: input.onEvent !== undefined,
        },
        { jobId: runId, removeOnComplete: true, removeOnFail: { age: 3600, count: 100 } },
      )
      return await outcome
    } finally {
      input.signal.removeEventListener('abort', abort)
      this.pending.delete(runId)
      void this.subscriber.unsubscribe(channel).catch(() => undefined)
    }
  }

  /** The pending entry of a run: its events go to the client until one outcome settles it. */
  private track(
    runId: string,
    input: QueuedRunInput,
  ): { outcome: Promise<TPredictionResponse>; abort(): void } {
    let settled = false
    let abort = () => {}
    const outcome = new Promise<TPredictionResponse>((resolve, reject) => {
      const finish = (action: () => void) => {
        if (settled) return
        settled = true
        action()
      }
      const run: PendingRun = {
        streamed: false,
        settle: (message) => {
          if (message.type === 'started') {
            run.workerId = message.workerId
            return this.metrics?.observeQueueWait(message.waitedMs / 1000)
          }
          if (message.type === 'recorded') return this.metrics?.recordRun(message.run)
          if (message.type === 'event') {
            if (message.event.event === 'token') run.streamed = true
            if (!settled) input.onEvent?.(message.event)
            return
          }
          finish(() => {
            if (message.type === 'answer') resolve(message.answer)
            else if (message.type === 'error') reject(deserializeError(message.error))
            else reject(new PredictionAbortedError('The run was stopped'))
          })
        },
        fail: (error) => finish(() => reject(error)),
      }
      this.pending.set(runId, run)
      abort = () => {
        void this.stop(runId)
        finish(() => reject(new PredictionAbortedError('The client went away')))
      }
    })
    // Settled while the job is still being added: rejected before anyone awaits it, which is not a crash.
    outcome.catch(() => undefined)
    return { outcome, abort: () => abort() }
  }

  /** Stops a run: taken off the queue when it still waits, else its worker aborts it. */
  private async stop(runId: string): Promise<void> {
    try {
      await this.redis.set(this.names.abortKey(runId), '1', 'EX', ABORT_FLAG_SECONDS)
      await this.redis.publish(this.names.abortChannel, runId)
      await this.queue.remove(runId)
    } catch {
      // An active job cannot be removed (its worker got the abort instead); Redis errors leave the run to finish.
    }
  }

  async close(): Promise<void> {
    this.watch.stop()
    for (const run of this.pending.values()) run.fail(runInterruptedError())
    await Promise.all([this.queue.close(), this.events.close()])
  }
}
