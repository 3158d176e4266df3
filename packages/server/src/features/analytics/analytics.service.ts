import type { Kysely } from 'kysely'
import type {
  TAnalyticsDay,
  TAnalyticsFlow,
  TAnalyticsLatency,
  TAnalyticsLeads,
  TAnalyticsReleases,
  TAnalyticsSummary,
  TAnalyticsTotals,
} from '@unikflow/graph'
import type { DB } from '../../db/schema'
// Runs store their traces and counters behind their answers: a read waits for those already answered.
import { storedSoFar } from '../../db/group-commit'
import {
  feedbackByFlowAndDay,
  flowNames,
  leadsByFlow,
  messagesByFlowAndDay,
  runsByFlowAndDay,
  sessionsByFlow,
} from './analytics-activity.repository'
import { latencyFigures } from './analytics-latency.repository'
import { figuresByRelease } from './analytics-releases.repository'
import { leadPoints, listLeads } from './analytics-leads.repository'
import { daysOf, type AnalyticsScope } from './analytics-range'

type Counts = Omit<TAnalyticsTotals, 'costUsd'> & { costNanoUsd: number }

const zeroCounts = (): Counts => ({
  messages: 0,
  questions: 0,
  sessions: 0,
  thumbsUp: 0,
  thumbsDown: 0,
  runs: 0,
  errors: 0,
  inputTokens: 0,
  outputTokens: 0,
  costNanoUsd: 0,
})

const toTotals = ({ costNanoUsd, ...counts }: Counts): TAnalyticsTotals => ({
  ...counts,
  costUsd: costNanoUsd / 1e9,
})

function bucket<K>(map: Map<K, Counts>, key: K): Counts {
  let counts = map.get(key)
  if (!counts) map.set(key, (counts = zeroCounts()))
  return counts
}

/**
 * Every figure of the page's top part. The database groups by flow and day; here the small grouped
 * rows are only added up by day, by flow and in total.
 */
export async function analyticsSummary(db: Kysely<DB>, scope: AnalyticsScope): Promise<TAnalyticsSummary> {
  await storedSoFar(db)
  const [messages, sessions, feedback, runs, leads] = await Promise.all([
    messagesByFlowAndDay(db, scope),
    sessionsByFlow(db, scope),
    feedbackByFlowAndDay(db, scope),
    runsByFlowAndDay(db, scope),
    leadsByFlow(db, scope),
  ])
  const byDay = new Map<string, Counts>()
  const byFlow = new Map<string, Counts>()
  for (const row of messages) {
    for (const c of [bucket(byDay, row.day), bucket(byFlow, row.flowId)]) {
      c.messages += row.messages
      c.questions += row.questions
    }
    bucket(byDay, row.day).sessions += row.sessions
  }
  for (const [flowId, count] of sessions) bucket(byFlow, flowId).sessions = count
  for (const row of feedback)
    for (const c of [bucket(byDay, row.day), bucket(byFlow, row.flowId)]) {
      c.thumbsUp += row.thumbsUp
      c.thumbsDown += row.thumbsDown
    }
  for (const row of runs)
    for (const c of [bucket(byDay, row.day), bucket(byFlow, row.flowId)]) {
      c.runs += row.runs
      c.errors += row.errors
      c.inputTokens += row.inputTokens
      c.outputTokens += row.outputTokens
      c.costNanoUsd += row.costNanoUsd
    }
  const leadsOf = new Map(leads.map((l) => [l.flowId, l]))
  for (const l of leads) bucket(byFlow, l.flowId)

  const total = zeroCounts()
  for (const c of byFlow.values())
    for (const key of Object.keys(total) as Array<keyof Counts>) total[key] += c[key]

  const names = await flowNames(db, scope.unikId, [...byFlow.keys()])
  const flows: TAnalyticsFlow[] = [...byFlow]
    // A flow deleted since keeps no rows (its messages and runs go with it), so a missing name is a race.
    .filter(([flowId]) => names.has(flowId))
    .map(([flowId, c]) => ({
      flowId,
      name: names.get(flowId)?.name ?? '',
      type: names.get(flowId)?.type ?? '',
      ...toTotals(c),
      leads: leadsOf.get(flowId)?.leads ?? 0,
      pointsTotal: leadsOf.get(flowId)?.pointsTotal ?? 0,
    }))
    .sort((a, b) => b.messages - a.messages || b.runs - a.runs || a.name.localeCompare(b.name))

  const days: TAnalyticsDay[] = daysOf(scope).map((day) => {
    const c = byDay.get(day) ?? zeroCounts()
    return {
      day,
      messages: c.messages,
      sessions: c.sessions,
      runs: c.runs,
      errors: c.errors,
      tokens: c.inputTokens + c.outputTokens,
      thumbsUp: c.thumbsUp,
      thumbsDown: c.thumbsDown,
    }
  })

  const withPoints = leads.reduce((s, l) => s + l.withPoints, 0)
  const pointsTotal = leads.reduce((s, l) => s + l.pointsTotal, 0)
  const maxes = leads.flatMap((l) => (l.pointsMax === null ? [] : [l.pointsMax]))
  return {
    from: scope.from,
    to: scope.to,
    totals: toTotals(total),
    points: {
      leads: leads.reduce((s, l) => s + l.leads, 0),
      withPoints,
      total: pointsTotal,
      average: withPoints === 0 ? null : Math.round((pointsTotal / withPoints) * 100) / 100,
      max: maxes.length === 0 ? null : Math.max(...maxes),
    },
    days,
    flows,
  }
}

/** Run and node durations (p50/p95) for the unik, each flow and each node. */
export async function analyticsLatency(db: Kysely<DB>, scope: AnalyticsScope): Promise<TAnalyticsLatency> {
  await storedSoFar(db)
  const { nodes, ...runs } = await latencyFigures(db, scope)
  const names = await flowNames(db, scope.unikId, [...new Set(runs.flows.map((f) => f.flowId))])
  const known = (flowId: string) => names.has(flowId)
  return {
    overall: runs.overall,
    flows: runs.flows
      .filter((f) => known(f.flowId))
      .map((f) => ({ ...f, name: names.get(f.flowId)?.name ?? '' }))
      .sort((a, b) => (b.p95Ms ?? 0) - (a.p95Ms ?? 0)),
    nodes: nodes.filter((row) => known(row.flowId)).sort((a, b) => (b.p95Ms ?? 0) - (a.p95Ms ?? 0)),
  }
}

/** One page of the range's leads (newest first) with the points of every match. */
export async function analyticsLeads(
  db: Kysely<DB>,
  scope: AnalyticsScope,
  page: { q: string | undefined; offset: number; limit: number },
): Promise<TAnalyticsLeads> {
  const [points, leads] = await Promise.all([leadPoints(db, scope, page.q), listLeads(db, scope, page)])
  return { total: points.leads, points, leads }
}

/** Every matching lead, for the CSV. */
export const allLeads = (db: Kysely<DB>, scope: AnalyticsScope, q: string | undefined) =>
  listLeads(db, scope, { q, offset: 0, limit: undefined })

/** Runs and questions split by the release they ran on, per flow; each flow's newest release first. */
export async function analyticsReleases(db: Kysely<DB>, scope: AnalyticsScope): Promise<TAnalyticsReleases> {
  await storedSoFar(db)
  const figures = await figuresByRelease(db, scope)
  const names = await flowNames(db, scope.unikId, [...new Set(figures.map((f) => f.flowId))])
  const rows = figures
    .filter((f) => names.has(f.flowId))
    .map((f) => ({ ...f, name: names.get(f.flowId)?.name ?? '' }))
    .sort((a, b) => a.name.localeCompare(b.name) || (b.release ?? 0) - (a.release ?? 0))
  return { rows }
}
