import type { Redis } from 'ioredis'

/*
 * A worker process keeps a key of its own alive in Redis while it lives; the API server holding a run's
 * client watches the key of the worker running it. A worker killed mid-answer stops renewing its key, the
 * key expires within HEARTBEAT_TTL_MS, and the API server ends that worker's runs (RUN_INTERRUPTED)
 * within seconds, instead of after BullMQ's lock (QUEUE_LOCK_MS, 30 s by default) runs out.
 */

/** How often a worker renews its key. */
const HEARTBEAT_EVERY_MS = 1_000
/** How long a key lives without renewal: three missed beats. */
export const HEARTBEAT_TTL_MS = 3_000
/** How often the API server looks at the keys of the workers running its runs. */
const WATCH_EVERY_MS = 500

export interface Heartbeat {
  /** The key is removed: the worker stopped on purpose, after its runs finished. */
  stop(): Promise<void>
}

/** Sets the worker's key now (before it takes any run) and renews it until stopped. */
export async function startHeartbeat(redis: Redis, key: string): Promise<Heartbeat> {
  const beat = () => redis.set(key, '1', 'PX', HEARTBEAT_TTL_MS)
  await beat()
  // A missed beat (Redis busy) is not fatal: the key outlives two more.
  const timer = setInterval(() => void beat().catch(() => undefined), HEARTBEAT_EVERY_MS)
  timer.unref()
  return {
    async stop() {
      clearInterval(timer)
      await redis.del(key).catch(() => undefined)
    },
  }
}

/**
 * Watches the keys of the workers `inUse()` names, and calls `gone` once per worker whose key is no longer
 * there. Nothing is asked of Redis while no run is on a worker; a failed look is tried again next time.
 */
export class WorkerWatch {
  private readonly timer: NodeJS.Timeout
  private looking = false

  constructor(
    private readonly redis: Redis,
    private readonly keyOf: (workerId: string) => string,
    private readonly inUse: () => ReadonlySet<string>,
    private readonly gone: (workerId: string) => void,
  ) {
    this.timer = setInterval(() => void this.look(), WATCH_EVERY_MS)
    this.timer.unref()
  }

  private async look(): Promise<void> {
    const workers = [...this.inUse()]
    if (workers.length === 0 || this.looking) return
    this.looking = true
    try {
      const alive = await Promise.all(workers.map((id) => this.redis.exists(this.keyOf(id))))
      workers.forEach((id, i) => {
        if (alive[i] === 0) this.gone(id)
      })
    } catch {
      // Redis unreachable for a moment: the runs are left as they are until it answers.
    } finally {
      this.looking = false
    }
  }

  stop(): void {
    clearInterval(this.timer)
  }
}
