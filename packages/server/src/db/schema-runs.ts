import type { ColumnType, Generated } from 'kysely'

/** Runs' traces and the analytics counters read from them (migrations 0003-runs, 0015-analytics). */
export interface RunTracesTable {
  id: string
  unik_id: string
  chatflow_id: string
  chat_id: string
  status: 'success' | 'error' | 'aborted'
  started_at: string
  duration_ms: number
  /** JSON text: the per-node trace. */
  trace: string
  error: string | null
  input_tokens: Generated<number>
  output_tokens: Generated<number>
  /** Estimated cost in billionths of a dollar (PostgreSQL's bigint reads as a string). */
  cost_nano_usd: ColumnType<number | string, number | undefined, number>
  /** The release the run ran on (null: the draft, or a flow without releases). */
  release?: number | null
  /** Where the run came from (`TRunSource`; null: stored before migration 0022). */
  source?: string | null
  /** The question and the answer (null: stored before migration 0022, or no answer: a failed run). */
  question?: string | null
  answer?: string | null
}

/** One node of a run, as stored before the analytics counters (read by their backfill; no longer written). */
export interface RunNodesTable {
  run_id: string
  node_id: string
  unik_id: string
  chatflow_id: string
  started_at: string
  node_name: string
  label: string
  duration_ms: number
  failed: number
  input_tokens: number
  output_tokens: number
}

/** Counters of a flow's UTC day (analytics). PostgreSQL's bigint reads as a string. */
export interface AnalyticsDailyTable {
  chatflow_id: string
  day: string
  unik_id: string
  messages: Generated<number>
  questions: Generated<number>
  sessions: Generated<number>
  runs: Generated<number>
  errors: Generated<number>
  input_tokens: ColumnType<number | string, number | undefined, number>
  output_tokens: ColumnType<number | string, number | undefined, number>
  cost_nano_usd: ColumnType<number | string, number | undefined, number>
}

/** A chat active on a flow's UTC day (analytics sessions). */
export interface AnalyticsChatDaysTable {
  chatflow_id: string
  day: string
  chat_id: string
  unik_id: string
}

/** How many runs (node_id empty) or node runs of a flow's day took `bucket` ms (see latencyBucket). */
export interface AnalyticsLatencyTable {
  chatflow_id: string
  node_id: string
  day: string
  bucket: number
  unik_id: string
  label: string
  node_name: string
  n: number
  errors: number
  input_tokens: ColumnType<number | string, number, number>
  output_tokens: ColumnType<number | string, number, number>
}

export interface RunTables {
  run_traces: RunTracesTable
  run_nodes: RunNodesTable
  analytics_daily: AnalyticsDailyTable
  analytics_chat_days: AnalyticsChatDaysTable
  analytics_latency: AnalyticsLatencyTable
}
