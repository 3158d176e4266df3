import { sql, type Kysely } from 'kysely'
import type { DB } from '../../db/schema'
import { dayFilter, n, scopeFilter, type AnalyticsScope } from './analytics-range'

/** Figures of one flow on one day; the service adds them up by day, by flow and in total. */
export interface FlowDayRow {
  flowId: string
  day: string
  messages: number
  questions: number
  /** Distinct chats active that day. */
  sessions: number
}

const day = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`

/**
 * Messages by flow and UTC day, from the counters kept as they are stored (analytics counts what
 * happened: deleting messages later leaves their counts), with the chats active that day.
 */
export async function messagesByFlowAndDay(db: Kysely<DB>, scope: AnalyticsScope): Promise<FlowDayRow[]> {
  const { rows } = await sql<Record<string, unknown>>`
    select chatflow_id as flow_id, day, messages, questions, sessions from analytics_daily
    where ${dayFilter(scope)} and messages > 0`.execute(db)
  return rows.map((r) => ({
    flowId: String(r.flow_id),
    day: String(r.day),
    messages: n(r.messages),
    questions: n(r.questions),
    sessions: n(r.sessions),
  }))
}

/** Distinct chats of each flow over the whole range (a chat over midnight is one session). */
export async function sessionsByFlow(db: Kysely<DB>, scope: AnalyticsScope): Promise<Map<string, number>> {
  const { rows } = await sql<Record<string, unknown>>`
    select chatflow_id as flow_id, count(distinct chat_id) as sessions from analytics_chat_days
    where ${dayFilter(scope)} group by chatflow_id`.execute(db)
  return new Map(rows.map((r) => [String(r.flow_id), n(r.sessions)]))
}

export interface FeedbackRow {
  flowId: string
  day: string
  thumbsUp: number
  thumbsDown: number
}

export async function feedbackByFlowAndDay(db: Kysely<DB>, scope: AnalyticsScope): Promise<FeedbackRow[]> {
  const { rows } = await sql<Record<string, unknown>>`
    select chatflow_id as flow_id, ${day('created_at')} as day,
      sum(case when rating = 'THUMBS_UP' then 1 else 0 end) as up,
      sum(case when rating = 'THUMBS_DOWN' then 1 else 0 end) as down
    from chat_message_feedback
    where ${scopeFilter(scope, 'created_at')}
    group by chatflow_id, ${day('created_at')}`.execute(db)
  return rows.map((r) => ({
    flowId: String(r.flow_id),
    day: String(r.day),
    thumbsUp: n(r.up),
    thumbsDown: n(r.down),
  }))
}

export interface RunDayRow {
  flowId: string
  day: string
  runs: number
  errors: number
  inputTokens: number
  outputTokens: number
  costNanoUsd: number
}

export async function runsByFlowAndDay(db: Kysely<DB>, scope: AnalyticsScope): Promise<RunDayRow[]> {
  const { rows } = await sql<Record<string, unknown>>`
    select chatflow_id as flow_id, day, runs, errors, input_tokens, output_tokens, cost_nano_usd as cost
    from analytics_daily where ${dayFilter(scope)} and runs > 0`.execute(db)
  return rows.map((r) => ({
    flowId: String(r.flow_id),
    day: String(r.day),
    runs: n(r.runs),
    errors: n(r.errors),
    inputTokens: n(r.input_tokens),
    outputTokens: n(r.output_tokens),
    costNanoUsd: n(r.cost),
  }))
}

export interface LeadFlowRow {
  flowId: string
  leads: number
  withPoints: number
  pointsTotal: number
  pointsMax: number | null
}

export async function leadsByFlow(db: Kysely<DB>, scope: AnalyticsScope): Promise<LeadFlowRow[]> {
  const { rows } = await sql<Record<string, unknown>>`
    select chatflow_id as flow_id, count(*) as leads, count(points) as with_points,
      sum(points) as points_total, max(points) as points_max
    from leads
    where ${scopeFilter(scope, 'created_at')}
    group by chatflow_id`.execute(db)
  return rows.map((r) => ({
    flowId: String(r.flow_id),
    leads: n(r.leads),
    withPoints: n(r.with_points),
    pointsTotal: n(r.points_total),
    pointsMax: r.points_max === null ? null : n(r.points_max),
  }))
}

/** Names and types of the unik's flows with these ids. */
export async function flowNames(
  db: Kysely<DB>,
  unikId: string,
  ids: readonly string[],
): Promise<Map<string, { name: string; type: string }>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .selectFrom('chat_flows')
    .select(['id', 'name', 'type'])
    .where('unik_id', '=', unikId)
    .where('id', 'in', [...ids])
    .execute()
  return new Map(rows.map((r) => [r.id, { name: r.name, type: r.type }]))
}
