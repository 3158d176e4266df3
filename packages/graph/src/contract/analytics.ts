import { z } from 'zod'

/** The longest range the analytics page asks for at once (a year and a day). */
export const ANALYTICS_MAX_DAYS = 366
/** Days shown when the page opens: the last 30, today included. */
export const ANALYTICS_DEFAULT_DAYS = 30
export const ANALYTICS_LEADS_PAGE = 100

const ZDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')

/**
 * A range of whole UTC days, both ends included, and optionally one flow. Without `from`/`to` the
 * server takes the last ANALYTICS_DEFAULT_DAYS days.
 */
export const ZAnalyticsQuery = z.object({
  from: ZDay.optional(),
  to: ZDay.optional(),
  flowId: z.string().min(1).max(200).optional(),
})
export type TAnalyticsQuery = z.infer<typeof ZAnalyticsQuery>

const count = z.number().int()
/** Milliseconds: a nearest-rank percentile read from duration histograms (at most 11 % low); null without runs. */
const ZMillis = z.number().int().nullable()

export const ZAnalyticsPoints = z.object({
  /** Leads in the range, and how many of them carry quiz points. */
  leads: count,
  withPoints: count,
  total: count,
  average: z.number().nullable(),
  max: count.nullable(),
})
export type TAnalyticsPoints = z.infer<typeof ZAnalyticsPoints>

export const ZAnalyticsTotals = z.object({
  /** Stored chat messages (questions and answers, soft-deleted ones left out). */
  messages: count,
  questions: count,
  /** Distinct conversations (chat ids) with a message in the range. */
  sessions: count,
  thumbsUp: count,
  thumbsDown: count,
  runs: count,
  /** Runs that failed or were aborted. */
  errors: count,
  inputTokens: count,
  outputTokens: count,
  /** An estimate from list prices of known models (unknown and local models count 0). */
  costUsd: z.number(),
})
export type TAnalyticsTotals = z.infer<typeof ZAnalyticsTotals>

export const ZAnalyticsDay = z.object({
  day: ZDay,
  messages: count,
  sessions: count,
  runs: count,
  errors: count,
  tokens: count,
  thumbsUp: count,
  thumbsDown: count,
})
export type TAnalyticsDay = z.infer<typeof ZAnalyticsDay>

export const ZAnalyticsFlow = ZAnalyticsTotals.extend({
  flowId: z.string(),
  name: z.string(),
  type: z.string(),
  leads: count,
  pointsTotal: count,
})
export type TAnalyticsFlow = z.infer<typeof ZAnalyticsFlow>

/** `GET /uniks/:unikId/analytics/summary`: totals, every day of the range (zeros too), each flow with activity. */
export const ZAnalyticsSummary = z.object({
  from: ZDay,
  to: ZDay,
  totals: ZAnalyticsTotals,
  points: ZAnalyticsPoints,
  days: z.array(ZAnalyticsDay),
  flows: z.array(ZAnalyticsFlow),
})
export type TAnalyticsSummary = z.infer<typeof ZAnalyticsSummary>

export const ZLatencyFigures = z.object({ runs: count, errors: count, p50Ms: ZMillis, p95Ms: ZMillis })
export type TLatencyFigures = z.infer<typeof ZLatencyFigures>

/** `GET /uniks/:unikId/analytics/latency`: run durations for the unik, each flow and each node of a flow. */
export const ZAnalyticsLatency = z.object({
  overall: ZLatencyFigures,
  flows: z.array(ZLatencyFigures.extend({ flowId: z.string(), name: z.string() })),
  nodes: z.array(
    ZLatencyFigures.extend({
      flowId: z.string(),
      nodeId: z.string(),
      label: z.string(),
      name: z.string(),
      inputTokens: count,
      outputTokens: count,
    }),
  ),
})
export type TAnalyticsLatency = z.infer<typeof ZAnalyticsLatency>

export const ZAnalyticsLeadsQuery = ZAnalyticsQuery.extend({
  /** Matches name, e-mail or phone (case-insensitive). */
  q: z.string().max(200).optional(),
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(ANALYTICS_LEADS_PAGE),
  /** `csv` answers every matching lead as a file. */
  format: z.enum(['json', 'csv']).default('json'),
})
export type TAnalyticsLeadsQuery = z.input<typeof ZAnalyticsLeadsQuery>

export const ZAnalyticsLead = z.object({
  id: z.string(),
  flowId: z.string(),
  flowName: z.string(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  points: z.number().int().nullable(),
  createdDate: z.string(),
})
export type TAnalyticsLead = z.infer<typeof ZAnalyticsLead>

/** `GET /uniks/:unikId/analytics/leads`: newest first; `points` are the figures of every match. */
export const ZAnalyticsLeads = z.object({
  total: count,
  points: ZAnalyticsPoints,
  leads: z.array(ZAnalyticsLead),
})
export type TAnalyticsLeads = z.infer<typeof ZAnalyticsLeads>

/** One release of a flow in `GET /uniks/:unikId/analytics/releases` (release null: the draft, or every save). */
export const ZAnalyticsReleaseRow = z.object({
  flowId: z.string(),
  name: z.string(),
  release: z.number().int().nullable(),
  runs: count,
  errors: count,
  inputTokens: count,
  outputTokens: count,
  costUsd: z.number(),
  /** Mean run duration; null without runs. */
  avgDurationMs: z.number().int().nullable(),
  /** Questions asked (user messages stored with their answer). */
  questions: count,
})
export type TAnalyticsReleaseRow = z.infer<typeof ZAnalyticsReleaseRow>

/** Runs and questions of the range split by the release they ran on, per flow (newest release first). */
export const ZAnalyticsReleases = z.object({ rows: z.array(ZAnalyticsReleaseRow) })
export type TAnalyticsReleases = z.infer<typeof ZAnalyticsReleases>
