import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { TLatencyFigures } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { n, nullable, scopeFilter, type AnalyticsScope } from './analytics-range'

/**
 * Nearest-rank percentiles in SQL on both databases (SQLite has no percentile function): each row is
 * ranked by duration within its group, and the p-th percentile is the smallest duration whose rank
 * reaches p% of the group's size (`rank * 100 >= size * p`, integers only). Only the grouped figures
 * leave the database.
 */
const percentiles = (partition: RawBuilder<unknown>) => sql`
  row_number() over (partition by ${partition} order by duration_ms) as rn,
  count(*) over (partition by ${partition}) as size`

const figures = sql`count(*) as runs, sum(failed) as errors,
  min(case when rn * 100 >= size * 50 then duration_ms end) as p50,
  min(case when rn * 100 >= size * 95 then duration_ms end) as p95`

const toFigures = (r: Record<string, unknown>): TLatencyFigures => ({
  runs: n(r.runs),
  errors: n(r.errors),
  p50Ms: nullable(r.p50),
  p95Ms: nullable(r.p95),
})

const failedRun = sql`case when status = 'success' then 0 else 1 end`

/** Durations of whole runs for the unik (or the one flow) and for each flow. */
export async function runLatency(
  db: Kysely<DB>,
  scope: AnalyticsScope,
): Promise<{ overall: TLatencyFigures; flows: Array<TLatencyFigures & { flowId: string }> }> {
  const ranked = (partition: RawBuilder<unknown>) => sql`
    select chatflow_id, duration_ms, ${failedRun} as failed, ${percentiles(partition)}
    from run_traces where ${scopeFilter(scope, 'started_at')}`
  const [overall, flows] = await Promise.all([
    sql<Record<string, unknown>>`select ${figures} from (${ranked(sql`unik_id`)}) ranked`.execute(db),
    sql<Record<string, unknown>>`
      select chatflow_id as flow_id, ${figures} from (${ranked(sql`chatflow_id`)}) ranked
      group by chatflow_id`.execute(db),
  ])
  const total = overall.rows[0]
  return {
    overall: total ? toFigures(total) : { runs: 0, errors: 0, p50Ms: null, p95Ms: null },
    flows: flows.rows.map((r) => ({ flowId: String(r.flow_id), ...toFigures(r) })),
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
  const { rows } = await sql<Record<string, unknown>>`
    select chatflow_id as flow_id, node_id, max(label) as label, max(node_name) as name,
      sum(input_tokens) as input_tokens, sum(output_tokens) as output_tokens, ${figures}
    from (
      select chatflow_id, node_id, label, node_name, duration_ms, failed, input_tokens, output_tokens,
        ${percentiles(sql`chatflow_id, node_id`)}
      from run_nodes where ${scopeFilter(scope, 'started_at')}
    ) ranked
    group by chatflow_id, node_id`.execute(db)
  return rows.map((r) => ({
    flowId: String(r.flow_id),
    nodeId: String(r.node_id),
    label: String(r.label),
    name: String(r.name),
    inputTokens: n(r.input_tokens),
    outputTokens: n(r.output_tokens),
    ...toFigures(r),
  }))
}
