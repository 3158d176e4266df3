import type {
  TComparedRow,
  TEvaluation,
  TEvaluationRowResult,
  TEvaluationSummary,
  TEvaluator,
} from '@unikflow/graph'

/** The p-th percentile (nearest rank) of the values; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil((p / 100) * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? 0
}

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole)
const mean = (values: readonly number[]) =>
  values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length

/** Pass rate, per-evaluator pass rates and mean scores, latency percentiles, tokens and cost. */
export function summarize(
  evaluators: readonly TEvaluator[],
  results: readonly TEvaluationRowResult[],
): TEvaluationSummary {
  const passed = results.filter((r) => r.pass).length
  const latencies = results.map((r) => r.latencyMs)
  return {
    total: results.length,
    passed,
    errors: results.filter((r) => r.error !== null).length,
    passRate: ratio(passed, results.length),
    latencyP50Ms: percentile(latencies, 50),
    latencyP95Ms: percentile(latencies, 95),
    inputTokens: results.reduce((n, r) => n + r.inputTokens, 0),
    outputTokens: results.reduce((n, r) => n + r.outputTokens, 0),
    costUsd: results.reduce((n, r) => n + r.costUsd, 0),
    evaluators: evaluators.map((e) => {
      const verdicts = results.flatMap((r) => r.verdicts.filter((v) => v.evaluatorId === e.id))
      const scores = verdicts.flatMap((v) => (v.score === null ? [] : [v.score]))
      return {
        evaluatorId: e.id,
        name: e.name,
        passRate: ratio(verdicts.filter((v) => v.pass).length, verdicts.length),
        meanScore: mean(scores),
      }
    }),
  }
}

function changeOf(a: TEvaluationRowResult | null, b: TEvaluationRowResult | null): TComparedRow['change'] {
  if (!a) return 'added'
  if (!b) return 'removed'
  if (a.pass === b.pass) return 'same'
  return b.pass ? 'better' : 'worse'
}

/** Two runs row by row (matched by dataset row): which rows got better or worse, and whose output changed. */
export function compareResults(
  a: { evaluation: TEvaluation; results: readonly TEvaluationRowResult[] },
  b: { evaluation: TEvaluation; results: readonly TEvaluationRowResult[] },
) {
  const inB = new Map(b.results.map((r) => [r.rowId, r]))
  const inA = new Set(a.results.map((r) => r.rowId))
  const rows: TComparedRow[] = [
    ...a.results.map((ra) => ({ ra, rb: inB.get(ra.rowId) ?? null })),
    ...b.results.filter((rb) => !inA.has(rb.rowId)).map((rb) => ({ ra: null, rb })),
  ].map(({ ra, rb }) => {
    const either = ra ?? rb
    return {
      rowId: either?.rowId ?? '',
      input: either?.input ?? '',
      expectedOutput: either?.expectedOutput ?? '',
      a: ra,
      b: rb,
      change: changeOf(ra, rb),
      outputChanged: (ra?.output ?? '') !== (rb?.output ?? ''),
    }
  })
  return {
    a: a.evaluation,
    b: b.evaluation,
    rows,
    better: rows.filter((r) => r.change === 'better').length,
    worse: rows.filter((r) => r.change === 'worse').length,
  }
}
