import { sql, type Kysely } from 'kysely'
import type { TLatencyFigures } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { dayFilter, n, nullable, type AnalyticsScope } from './analytics-range'

/**
 * Percentiles from the duration histograms (analytics_latency: runs and node runs counted per bucket):
 * the buckets of the range are added up, then the p-th percentile is the smallest bucket whose running
 * count reaches p % of the group's (`running * 100 >= total * p`, integers only). Buckets are exact below
 * 100 ms and two significant digits above, so a figure is at most 10 % low; only grouped rows leave SQL.
 */
function percentileQuery(scope: AnalyticsScope, runs: boolean, byFlow: boolean, byNode: boolean) {
  const keys = [...(byFlow ? ['chatflow_id'] : []), ...(byNode ? ['node_id'] : [])]
  const group = keys.length ? sql.raw(keys.join(', ')) : undefined
  const partition = group ? sql`partition by ${group}` : sql``
  const node = runs ? sql`and node_id = ''` : sql`and node_id <> ''`
  return sql<Record<string, unknown>>`
    with buckets as (
      select ${group ? sql`${group},` : sql``} bucket, sum(n) as n, sum(errors) as errors,
        sum(input_tokens) as input_tokens, sum(output_tokens) as output_tokens,
        max(label) as label, max(node_name) as node_name
      from analytics_latency where ${dayFilter(scope)} ${node}
      group by ${group ? sql`${group},` : sql``} bucket
    ), running as (
      select buckets.*,
        sum(n) over (${partition} order by bucket rows between unbounded preceding and current row) as running,
        sum(n) over (${partition}) as total
      from buckets
    )
    select ${group ? sql`${group},` : sql``} sum(n) as runs, sum(errors) as errors,
      sum(input_tokens) as input_tokens, sum(output_tokens) as output_tokens,
      max(label) as label, max(node_name) as name,
      min(case when running * 100 >= total * 50 then bucket end) as p50,
      min(case when running * 100 >= total * 95 then bucket end) as p95
    from running ${group ? sql`group by ${group}` : sql``}`
}

const toFigures = (r: Record<string, unknown>): TLatencyFigures => ({
  runs: n(r.runs),
  errors: n(r.errors),
  p50Ms: nullable(r.p50),
  p95Ms: nullable(r.p95),
})

/** Durations of whole runs for the unik (or the one flow) and for each flow. */
export async function runLatency(
  db: Kysely<DB>,
  scope: AnalyticsScope,
): Promise<{ overall: TLatencyFigures; flows: Array<TLatencyFigures & { flowId: string }> }> {
  const [overall, flows] = await Promise.all([
    percentileQuery(scope, true, false, false).execute(db),
    percentileQuery(scope, true, true, false).execute(db),
  ])
  const total = overall.rows[0]
  return {
    overall: total ? toFigures(total) : { runs: 0, errors: 0, p50Ms: null, p95Ms: null },
    flows: flows.rows.map((r) => ({ flowId: String(r.chatflow_id), ...toFigures(r) })),
  }
}

export interface NodeLatencyRow extends TLatencyFigures {
  flowId: string
  nodeId: string
  label: string
  name: string
  inputTokens: number
  outputTokens: number
}

/** Durations and tokens of each node of each flow (a renamed node shows the greatest of its labels). */
export async function nodeLatency(db: Kysely<DB>, scope: AnalyticsScope): Promise<NodeLatencyRow[]> {
  const { rows } = await percentileQuery(scope, false, true, true).execute(db)
  return rows.map((r) => ({
    flowId: String(r.chatflow_id),
    nodeId: String(r.node_id),
    label: String(r.label),
    name: String(r.name),
    inputTokens: n(r.input_tokens),
    outputTokens: n(r.output_tokens),
    ...toFigures(r),
  }))
}
