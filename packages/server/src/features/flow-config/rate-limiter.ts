/**
 * Fixed-window counters per flow and client IP, in memory (per process, like Flowise without Redis).
 * Our own rather than @fastify/rate-limit: each flow's saved configuration sets the limit, the window
 * and the message.
 */
export class FlowRateLimiter {
  private readonly windows = new Map<string, { startedAt: number; count: number }>()

  constructor(private readonly now: () => number = Date.now) {}

  /**
   * Counts one message; returns the seconds until the window frees up when the limit is already
   * used, else undefined.
   */
  hit(key: string, limit: { max: number; durationMs: number }): number | undefined {
    const now = this.now()
    if (this.windows.size > 10_000) this.sweep(now, limit.durationMs)
    const window = this.windows.get(key)
    if (!window || now - window.startedAt >= limit.durationMs) {
      this.windows.set(key, { startedAt: now, count: 1 })
      return undefined
    }
    if (window.count >= limit.max)
      return Math.max(1, Math.ceil((window.startedAt + limit.durationMs - now) / 1000))
    window.count++
    return undefined
  }

  private sweep(now: number, durationMs: number): void {
    for (const [key, window] of this.windows)
      if (now - window.startedAt >= durationMs) this.windows.delete(key)
  }
}
