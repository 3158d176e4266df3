import { sql, type Kysely } from 'kysely'
import type { TLatencyFigures } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { dayFilter, n, type AnalyticsScope } from './analytics-range'

/** One flow's (and node's: '' for whole runs) duration histogram over the range, added up in SQL. */
interface Histogram {
  flowId: string
  nodeId: string
  label: string
  name: string
  errors: number
  inputTokens: number
  outputTokens: number
  /** [bucket ms, count], ascending. */
  buckets: Array<[number, number]>
}

/**
 * The range's histograms, one row per flow, node and bucket: the database adds up the days (the rows
 * leaving it are at most flows × nodes × buckets, whatever the number of runs).
 */
async function histograms(db: Kysely<DB>, scope: AnalyticsScope): Promise<Histogram[]> {
  const { rows } = await sql<Record<string, unknown>>`
    select chatflow_id, node_id, bucket, sum(n) as n, sum(errors) as errors,
      sum(input_tokens) as input_tokens, sum(output_tokens) as output_tokens,
      max(label) as label, max(node_name) as name
    from analytics_latency where ${dayFilter(scope)}
    group by chatflow_id, node_id, bucket
    order by chatflow_id, node_id, bucket`.execute(db)
  const byKey = new Map<string, Histogram>()
  for (const r of rows) {
    const key = `${String(r.chatflow_id)}|${String(r.node_id)}`
    let h = byKey.get(key)
    if (!h) {
      h = {
        flowId: String(r.chatflow_id),
        nodeId: String(r.node_id),
        label: '',
        name: '',
        errors: 0,
        inputTokens: 0,
        outputTokens: 0,
        buckets: [],
      }
      byKey.set(key, h)
    }
    h.errors += n(r.errors)
    h.inputTokens += n(r.input_tokens)
    h.outputTokens += n(r.output_tokens)
    if (String(r.label) > h.label) h.label = String(r.label)
    if (String(r.name) > h.name) h.name = String(r.name)
    h.buckets.push([n(r.bucket), n(r.n)])
  }
  return [...byKey.values()]
}

/**
 * Nearest-rank percentiles of a histogram: the smallest bucket whose running count reaches p % of the
 * total. Buckets are exact below 10 ms, then ~12 % apart (a figure is at most 11 % low).
 */
function figuresOf(buckets: ReadonlyArray<readonly [number, number]>, errors: number): TLatencyFigures {
  const sorted = [...buckets].sort((a, b) => a[0] - b[0])
  const runs = sorted.reduce((s, [, count]) => s + count, 0)
  const at = (p: number) => {
    let running = 0
    for (const [bucket, count] of sorted) {
      running += count
      if (running * 100 >= runs * p) return bucket
    }
    return null
  }
  return { runs, errors, p50Ms: runs === 0 ? null : at(50), p95Ms: runs === 0 ? null : at(95) }
}

export interface NodeLatencyRow extends TLatencyFigures {
  flowId: string
  nodeId: string
  label: string
  name: string
  inputTokens: number
  outputTokens: number
}

/** Run durations for the unik (or the one flow) and each flow, and each node's durations and tokens. */
export async function latencyFigures(
  db: Kysely<DB>,
  scope: AnalyticsScope,
): Promise<{
  overall: TLatencyFigures
  flows: Array<TLatencyFigures & { flowId: string }>
  nodes: NodeLatencyRow[]
}> {
  const all = await histograms(db, scope)
  const runs = all.filter((h) => h.nodeId === '')
  const merged = new Map<number, number>()
  for (const h of runs)
    for (const [bucket, count] of h.buckets) merged.set(bucket, (merged.get(bucket) ?? 0) + count)
  return {
    overall: figuresOf(
      [...merged],
      runs.reduce((s, h) => s + h.errors, 0),
    ),
    flows: runs.map((h) => ({ flowId: h.flowId, ...figuresOf(h.buckets, h.errors) })),
    nodes: all
      .filter((h) => h.nodeId !== '')
      .map((h) => ({
        flowId: h.flowId,
        nodeId: h.nodeId,
        label: h.label,
        name: h.name,
        inputTokens: h.inputTokens,
        outputTokens: h.outputTokens,
        ...figuresOf(h.buckets, h.errors),
      })),
  }
}
