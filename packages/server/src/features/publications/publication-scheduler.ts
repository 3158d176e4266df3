import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { listScheduledVersions, type VersionRow } from './publications.repository'

/** Longest sleep: versions scheduled by another instance (or a clock change) are seen within a minute. */
const MAX_SLEEP_MS = 60_000

/** What publishes scheduled versions: this timer (MODE=main) or the publications queue (MODE=queue). */
export interface ScheduledPublishing {
  start(publish: (row: VersionRow) => Promise<void>): void | Promise<void>
  /** Called after every schedule or cancel. */
  arm(): void
  stop(): Promise<void>
}

/**
 * Publishes scheduled versions when their time comes: one in-process timer set to the earliest one.
 * It survives restarts because the schedule is in the database: `start` reads it (publishing what fell
 * due while the server was down) and `arm` re-reads it after every schedule or cancel. Several
 * instances may run it: completing a version is a conditional update, so only one publishes it.
 */
export class PublicationScheduler implements ScheduledPublishing {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> | undefined
  private publish: ((row: VersionRow) => Promise<void>) | undefined
  private stopped = true

  constructor(
    private readonly db: Kysely<DB>,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => number = Date.now,
  ) {}

  start(publish: (row: VersionRow) => Promise<void>): void {
    this.publish = publish
    this.stopped = false
    this.arm()
  }

  /** Runs what is due now, then sleeps until the next scheduled version (at most a minute). */
  arm(): void {
    if (this.stopped) return
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    this.running = (this.running ?? Promise.resolve()).then(() => this.tick())
  }

  /** Resolves when the current pass (if any) is over: tests await it instead of sleeping. */
  async idle(): Promise<void> {
    await this.running
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    await this.running
  }

  private async tick(): Promise<void> {
    if (this.stopped || !this.publish) return
    let next = Infinity
    try {
      for (const row of await listScheduledVersions(this.db)) {
        const at = Date.parse(row.scheduled_for ?? '')
        if (Number.isNaN(at) || at <= this.now()) {
          if (this.stopped) return
          await this.publish(row).catch((error: unknown) =>
            this.log.error({ err: error, versionId: row.id }, 'scheduled publication failed'),
          )
        } else next = Math.min(next, at)
      }
    } catch (error) {
      this.log.error({ err: error }, 'reading scheduled publications failed')
    }
    if (this.stopped) return
    const delay = Math.max(0, Math.min(next - this.now(), MAX_SLEEP_MS))
    this.timer = setTimeout(() => this.arm(), delay)
    this.timer.unref()
  }
}
