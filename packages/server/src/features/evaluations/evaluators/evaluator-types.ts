import type { TVerdict } from '@unikflow/graph'

/** What an evaluator sees of one row's run. */
export interface RunOutcome {
  input: string
  expectedOutput: string
  output: string
  latencyMs: number
  tokens: number
  costUsd: number
}

export type Verdict = Omit<TVerdict, 'evaluatorId'>

export const verdict = (pass: boolean, score: number | null, reason: string): Verdict => ({
  pass,
  score,
  reason,
})
