export interface LoginThrottleOptions {
  maxFailures: number
  windowMs: number
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleOptions = { maxFailures: 5, windowMs: 15 * 60 * 1000 }
const MAX_TRACKED_KEYS = 10_000

interface Entry {
  failures: number
  windowStart: number
}

/**
 * Counts failed logins per email+IP in memory (per process: good enough for one node; queue mode
 * behind a balancer would move this to Redis). A success clears the counter.
 */
export class LoginThrottle {
  private readonly entries = new Map<string, Entry>()

  constructor(
    private readonly options: LoginThrottleOptions = DEFAULT_LOGIN_THROTTLE,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it is not blocked. */
  retryAfterSeconds(email: string, ip: string): number {
    const entry = this.live(key(email, ip))
    if (!entry || entry.failures < this.options.maxFailures) return 0
    return Math.max(1, Math.ceil((entry.windowStart + this.options.windowMs - this.now()) / 1000))
  }

  recordFailure(email: string, ip: string): void {
    const k = key(email, ip)
    const entry = this.live(k)
    if (entry) entry.failures += 1
    else {
      if (this.entries.size >= MAX_TRACKED_KEYS) this.prune()
      this.entries.set(k, { failures: 1, windowStart: this.now() })
    }
  }

  clear(email: string, ip: string): void {
    this.entries.delete(key(email, ip))
  }

  private live(k: string): Entry | undefined {
    const entry = this.entries.get(k)
    if (entry && this.now() - entry.windowStart >= this.options.windowMs) {
      this.entries.delete(k)
      return undefined
    }
    return entry
  }

  private prune(): void {
    for (const k of this.entries.keys()) this.live(k)
    if (this.entries.size >= MAX_TRACKED_KEYS) this.entries.clear()
  }
}

const key = (email: string, ip: string): string => `${email.trim().toLowerCase()}\n${ip}`
