import { PRESENCE_TTL_MS, type TFlowViewer } from '@unikflow/graph'

interface Entry {
  email: string
  since: number
  lastSeen: number
}

export interface FlowPresenceOptions {
  /** Milliseconds since the epoch; tests pass a fake clock instead of waiting. */
  now?: () => number
  ttlMs?: number
}

/** Who has which flow open: this process's memory (FlowPresence) or Redis (RedisFlowPresence). */
export interface PresenceStore {
  /** Records that `viewer` has the flow open and answers everyone who still has it open. */
  heartbeat(
    flowKey: string,
    viewer: { userId: string; email: string },
  ): TFlowViewer[] | Promise<TFlowViewer[]>
  leave(flowKey: string, userId: string): void | Promise<void>
  /** Drops a deleted flow's viewers. */
  forget(flowKey: string): void | Promise<void>
}

/**
 * Who has which flow open, from heartbeats. In memory, per process: with several API servers behind a
 * load balancer each one would see only the heartbeats it received, so with REDIS_URL the servers share
 * `RedisFlowPresence` instead.
 */
export class FlowPresence implements PresenceStore {
  private readonly flows = new Map<string, Map<string, Entry>>()
  private readonly now: () => number
  private readonly ttlMs: number
  private lastSweep = 0

  constructor(options: FlowPresenceOptions = {}) {
    this.now = options.now ?? Date.now
    this.ttlMs = options.ttlMs ?? PRESENCE_TTL_MS
  }

  /** Records that `viewer` has the flow open and answers everyone who still has it open. */
  heartbeat(flowKey: string, viewer: { userId: string; email: string }): TFlowViewer[] {
    const now = this.now()
    this.sweepAll(now)
    let viewers = this.flows.get(flowKey)
    if (!viewers) {
      viewers = new Map()
      this.flows.set(flowKey, viewers)
    }
    const entry = viewers.get(viewer.userId)
    const fresh = entry && now - entry.lastSeen <= this.ttlMs
    viewers.set(viewer.userId, { email: viewer.email, since: fresh ? entry.since : now, lastSeen: now })
    return this.viewers(flowKey)
  }

  leave(flowKey: string, userId: string): void {
    const viewers = this.flows.get(flowKey)
    viewers?.delete(userId)
    if (viewers?.size === 0) this.flows.delete(flowKey)
  }

  /** Viewers seen within the TTL, first arrival first. */
  viewers(flowKey: string): TFlowViewer[] {
    const viewers = this.flows.get(flowKey)
    if (!viewers) return []
    this.sweep(flowKey, viewers, this.now())
    return [...viewers]
      .map(([userId, e]) => ({ userId, email: e.email, since: new Date(e.since).toISOString(), at: e.since }))
      .sort((a, b) => a.at - b.at || a.userId.localeCompare(b.userId))
      .map(({ at: _at, ...viewer }) => viewer)
  }

  /** Drops a deleted flow's viewers. */
  forget(flowKey: string): void {
    this.flows.delete(flowKey)
  }

  /** Number of flows with at least one entry (tests check that stale ones are swept). */
  get size(): number {
    return this.flows.size
  }

  private sweep(flowKey: string, viewers: Map<string, Entry>, now: number): void {
    for (const [userId, entry] of viewers) if (now - entry.lastSeen > this.ttlMs) viewers.delete(userId)
    if (viewers.size === 0) this.flows.delete(flowKey)
  }

  /** At most once per TTL, so that flows nobody polls any more do not stay in memory. */
  private sweepAll(now: number): void {
    if (now - this.lastSweep < this.ttlMs) return
    this.lastSweep = now
    for (const [flowKey, viewers] of this.flows) this.sweep(flowKey, viewers, now)
  }
}

export const flowPresenceKey = (unikId: string, flowId: string): string => `${unikId}/${flowId}`
