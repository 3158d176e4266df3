/**
 * Background work of the document stores (processing loaders), one job per key. Closing the app aborts
 * and awaits them, so nothing writes to a closed database; a job cut short by a crash is recovered at
 * the next start (`recoverInterruptedLoaders`).
 */
export class DocumentJobs {
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>()

  has(key: string): boolean {
    return this.running.has(key)
  }

  start(key: string, work: (signal: AbortSignal) => Promise<void>): void {
    const controller = new AbortController()
    const done = work(controller.signal).finally(() => this.running.delete(key))
    this.running.set(key, { controller, done })
  }

  /** Resolves when the job of `key` (if any) has finished. */
  async settled(key: string): Promise<void> {
    await this.running.get(key)?.done
  }

  async closeAll(): Promise<void> {
    const jobs = [...this.running.values()]
    for (const job of jobs) job.controller.abort()
    await Promise.allSettled(jobs.map((j) => j.done))
  }
}
