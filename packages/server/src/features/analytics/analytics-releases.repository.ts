import { sql, type Kysely } from 'kysely'
import type { TAnalyticsReleaseRow } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { n, scopeFilter, type AnalyticsScope } from './analytics-range'

type Figures = Omit<TAnalyticsReleaseRow, 'name'>

const keyOf = (flowId: string, release: number | null) => `${flowId} ${release ?? ''}`
const releaseOf = (value: unknown): number | null => (value === null || value === undefined ? null : n(value))

/**
 * Runs (from their traces) and questions (user messages) of the range, grouped by flow and the release
 * they ran on: two grouped reads, whatever the number of flows and releases.
 */
export async function figuresByRelease(db: Kysely<DB>, scope: AnalyticsScope): Promise<Figures[]> {
  const [runs, questions] = await Promise.all([
    sql<Record<string, unknown>>`
      select chatflow_id as flow_id, release, count(*) as runs,
        sum(case when status = 'success' then 0 else 1 end) as errors,
        sum(input_tokens) as input_tokens, sum(output_tokens) as output_tokens,
        sum(cost_nano_usd) as cost, sum(duration_ms) as duration
      from run_traces where ${scopeFilter(scope, 'started_at')}
      group by chatflow_id, release`.execute(db),
    sql<Record<string, unknown>>`
      select chatflow_id as flow_id, release, count(*) as questions
      from chat_messages where ${scopeFilter(scope, 'created_at')} and role = 'userMessage'
      group by chatflow_id, release`.execute(db),
  ])
  const figures = new Map<string, Figures>()
  const at = (flowId: string, release: number | null): Figures => {
    const key = keyOf(flowId, release)
    let found = figures.get(key)
    if (!found) {
      found = {
        flowId,
        release,
        runs: 0,
        errors: 0,
        inputTokens: 0,
        outputTokens: 0,
        costUsd: 0,
        avgDurationMs: null,
        questions: 0,
      }
      figures.set(key, found)
    }
    return found
  }
  for (const r of runs.rows) {
    const f = at(String(r.flow_id), releaseOf(r.release))
    f.runs = n(r.runs)
    f.errors = n(r.errors)
    f.inputTokens = n(r.input_tokens)
    f.outputTokens = n(r.output_tokens)
    f.costUsd = n(r.cost) / 1e9
    f.avgDurationMs = f.runs > 0 ? Math.round(n(r.duration) / f.runs) : null
  }
  for (const r of questions.rows) at(String(r.flow_id), releaseOf(r.release)).questions = n(r.questions)
  return [...figures.values()]
}
