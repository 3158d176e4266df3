import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import {
  cronMatches,
  isScheduleOver,
  parseFlowDataOrEmpty,
  type TScheduleSettings,
  scheduledRunInput,
  scheduleSettingsOf,
  startInputsOf,
  startTriggerOf,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { timeOrderedId } from '../../db/time-ordered-id'
import { predict } from '../prediction/predict'
import { loadPredictionFlow, type PredictionFlow } from '../prediction/prediction-flow'
import { listScheduleCandidates, type ScheduleCandidate } from './scheduled-flows.repository'

const MINUTE_MS = 60_000

/** Who runs a flow's start of one minute: this process alone (MODE=main), or the one server that claims it. */
export interface ScheduleClaims {
  claim(flowId: string, minute: string): Promise<boolean>
}

/** One process runs every schedule (SQLite, MODE=main). */
export class LocalClaims implements ScheduleClaims {
  private last = new Map<string, string>()
  async claim(flowId: string, minute: string): Promise<boolean> {
    if (this.last.get(flowId) === minute) return false
    this.last.set(flowId, minute)
    return true
  }
}

/**
 * Queue mode: every API server ticks, and the first to set the minute's key in Redis runs the start, so
 * exactly one process of the installation runs each scheduled start (the run itself goes to a worker).
 */
export class RedisClaims implements ScheduleClaims {
  constructor(
    private readonly redis: Redis,
    private readonly keyOf: (flowId: string, minute: string) => string,
  ) {}

  async claim(flowId: string, minute: string): Promise<boolean> {
    return (await this.redis.set(this.keyOf(flowId, minute), '1', 'PX', 10 * MINUTE_MS, 'NX')) === 'OK'
  }
}

type ScheduleDeps = Parameters<typeof predict>[0] & Pick<AppDeps, 'log'>

/** The schedule of a flow's live graph, when its Start is a valid schedule (an invalid one is logged). */
function scheduleOf(flow: PredictionFlow, log: FastifyBaseLogger) {
  const inputs = startInputsOf(parseFlowDataOrEmpty(flow.flowData))
  if (!inputs || startTriggerOf(inputs) !== 'scheduleInput') return undefined
  const settings = scheduleSettingsOf(inputs)
  if (!settings.ok) log.warn({ flowId: flow.id, reason: settings.error }, 'flow schedule cannot run')
  return settings.ok ? settings.value : undefined
}

/**
 * Starts agent flows whose Start is a schedule, at their times. Each minute it lists the flows that may
 * start so and reads the live graph of each one saved or released since (on this server or another), so a
 * change counts from the next minute; then
 * every schedule whose cron matches that minute in its time zone, and whose end date is not past, is
 * claimed and run as a prediction (source `schedule`) in a chat of its own.
 */
export class FlowScheduler {
  private timer: NodeJS.Timeout | undefined
  private running: Promise<void> = Promise.resolve()
  private stopped = true
  /** Each candidate's schedule (none: not a valid schedule start) as of its row's stamp. */
  private readonly schedules = new Map<string, { stamp: string; settings: TScheduleSettings | undefined }>()

  constructor(
    private readonly deps: ScheduleDeps,
    private readonly claims: ScheduleClaims,
    private readonly now: () => number = Date.now,
  ) {}

  start(): void {
    this.stopped = false
    this.wakeAtNextMinute()
  }

  async stop(): Promise<void> {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    await this.running
  }

  /** Runs the schedules due in the minute holding `at` (the timer calls it; tests call it with their clock). */
  async tick(at: Date): Promise<void> {
    const minute = new Date(Math.floor(at.getTime() / MINUTE_MS) * MINUTE_MS)
    const started: Promise<void>[] = []
    const candidates = await listScheduleCandidates(this.deps.db)
    this.forgetAllBut(candidates)
    for (const candidate of candidates) {
      const settings = await this.scheduleOf(candidate)
      if (!settings || isScheduleOver(settings, minute)) continue
      if (!cronMatches(settings.cron, minute, settings.timeZone)) continue
      if (!(await this.claims.claim(candidate.id, minute.toISOString()))) continue
      started.push(this.run(candidate, settings))
    }
    await Promise.all(started)
  }

  /** The flow's schedule, read from its live graph when its row changed since the last minute. */
  private async scheduleOf(candidate: ScheduleCandidate): Promise<TScheduleSettings | undefined> {
    const known = this.schedules.get(candidate.id)
    if (known && known.stamp === candidate.stamp) return known.settings
    const target = { unikId: candidate.unik_id, flowId: candidate.id }
    const flow = await loadPredictionFlow(this.deps.db, target, 'live').catch(() => undefined)
    const settings = flow && scheduleOf(flow, this.deps.log)
    this.schedules.set(candidate.id, { stamp: candidate.stamp, settings })
    return settings
  }

  private forgetAllBut(candidates: readonly ScheduleCandidate[]): void {
    const ids = new Set(candidates.map((c) => c.id))
    for (const id of this.schedules.keys()) if (!ids.has(id)) this.schedules.delete(id)
  }

  private async run(candidate: ScheduleCandidate, settings: TScheduleSettings): Promise<void> {
    const target = { unikId: candidate.unik_id, flowId: candidate.id }
    const { question, form } = scheduledRunInput(settings)
    try {
      const flow = await loadPredictionFlow(this.deps.db, target, 'live')
      await predict(this.deps, {
        ...target,
        body: { question, chatId: timeOrderedId(), ...(form ? { form: { ...form } } : {}) },
        chatType: 'EXTERNAL',
        source: 'schedule',
        signal: new AbortController().signal,
        log: this.deps.log,
        flow,
      })
    } catch (error) {
      this.deps.log.warn({ err: error, flowId: candidate.id }, 'scheduled flow run failed')
    }
  }

  private wakeAtNextMinute(): void {
    if (this.stopped) return
    const delay = MINUTE_MS - (this.now() % MINUTE_MS)
    this.timer = setTimeout(() => {
      this.running = this.running
        .then(() => this.tick(new Date(this.now())))
        .catch((error: unknown) => this.deps.log.error({ err: error }, 'running flow schedules failed'))
        .finally(() => this.wakeAtNextMinute())
    }, delay)
    this.timer.unref()
  }
}
