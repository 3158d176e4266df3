import type { Queue, Worker } from 'bullmq'
import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { QueueConfig } from '../../config'
import type { DB } from '../../db/schema'
import { queueNames } from '../queue/queue-names'
import type { RedisConnections } from '../queue/redis-connections'
import type { ScheduledPublishing } from './publication-scheduler'
import { listScheduledVersions, type VersionRow } from './publications.repository'

/** A pass every minute catches what a lost wake-up missed (and what fell due while every server was down). */
const SWEEP_EVERY_MS = 60_000

/**
 * Scheduled publishes in queue mode: a BullMQ queue whose passes publish the versions that are due. A
 * delayed job wakes it at the earliest scheduled time (added after every schedule or cancel), and a job
 * scheduler runs a pass every minute. Every API server takes passes, but the queue's global concurrency
 * is 1, so one pass runs at a time in the whole installation and exactly one process publishes a version
 * (completing it is a conditional update besides).
 */
export class QueuedPublicationScheduler implements ScheduledPublishing {
  private queue: Queue | undefined
  private worker: Worker | undefined

  constructor(
    private readonly config: QueueConfig,
    private readonly connections: RedisConnections,
    private readonly db: Kysely<DB>,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  async start(publish: (row: VersionRow) => Promise<void>): Promise<void> {
    const { Queue, Worker } = await import('bullmq')
    const name = queueNames(this.config.name).publications
    const [queueConnection, workerConnection] = await Promise.all([
      this.connections.open('blocking'),
      this.connections.open('blocking'),
    ])
    const queue = new Queue(name, {
      connection: queueConnection,
      defaultJobOptions: { removeOnComplete: true, removeOnFail: { count: 100 } },
    })
    this.queue = queue
    await queue.setGlobalConcurrency(1)
    await queue.upsertJobScheduler('sweep', { every: SWEEP_EVERY_MS }, { name: 'sweep' })
    this.worker = new Worker(name, () => this.publishDue(publish), {
      connection: workerConnection,
      concurrency: 1,
    })
    this.worker.on('error', (error) => this.log.error({ err: error }, 'publications queue error'))
    // What fell due while the servers were down goes out now.
    await queue.add('wake', {})
    this.arm()
  }

  arm(): void {
    void this.wakeAtNext().catch((error: unknown) =>
      this.log.error({ err: error }, 'scheduling the next publication pass failed'),
    )
  }

  async stop(): Promise<void> {
    await this.worker?.close()
    await this.queue?.close()
  }

  private async wakeAtNext(): Promise<void> {
    if (!this.queue) return
    const now = this.now()
    // Only future times: a due version a pass could not complete (its flow is gone) waits for the sweep.
    const times = (await listScheduledVersions(this.db)).map((row) => Date.parse(row.scheduled_for ?? ''))
    const next = Math.min(...times.filter((t) => t > now))
    if (Number.isFinite(next)) await this.queue.add('wake', {}, { delay: next - now })
  }

  private async publishDue(publish: (row: VersionRow) => Promise<void>): Promise<void> {
    for (const row of await listScheduledVersions(this.db)) {
      const at = Date.parse(row.scheduled_for ?? '')
      if (!Number.isNaN(at) && at > this.now()) continue
      await publish(row).catch((error: unknown) =>
        this.log.error({ err: error, versionId: row.id }, 'scheduled publication failed'),
      )
    }
    await this.wakeAtNext()
  }
}
