import type { TEngineServices } from '@unikflow/engine'
import type { TEvaluator, TVerdict } from '@unikflow/graph'
import type { EngineModule } from '../../prediction/load-engine'
import { jsonVerdict, numericVerdict, textVerdict } from './check-evaluators'
import { codeVerdict } from './code-evaluator'
import type { RunOutcome, Verdict } from './evaluator-types'
import { judgeVerdict } from './judge-evaluator'
import { similarityVerdict } from './similarity-evaluator'

export interface EvaluatorRun {
  engine: EngineModule
  services: TEngineServices
  flowId: string
  signal: AbortSignal
  sandbox: { timeoutMs?: number | undefined; memoryLimitBytes?: number | undefined } | undefined
}

function verdictOf(run: EvaluatorRun, e: TEvaluator, outcome: RunOutcome): Verdict | Promise<Verdict> {
  switch (e.type) {
    case 'text':
      return textVerdict(e, outcome)
    case 'json':
      return jsonVerdict(e, outcome)
    case 'numeric':
      return numericVerdict(e, outcome)
    case 'code':
      return codeVerdict(run.engine, e, outcome, run.sandbox)
    case 'judge':
      return judgeVerdict(run, e, outcome)
    case 'similarity':
      return similarityVerdict(run, e, outcome)
  }
}

/** Every evaluator's verdict on one row's outcome, in the evaluators' order. */
export async function evaluateOutcome(
  run: EvaluatorRun,
  evaluators: readonly TEvaluator[],
  outcome: RunOutcome,
): Promise<TVerdict[]> {
  const verdicts = await Promise.all(evaluators.map((e) => verdictOf(run, e, outcome)))
  return verdicts.map((v, i) => ({ evaluatorId: evaluators[i]?.id ?? '', ...v }))
}
