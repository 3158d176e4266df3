import type { TRunTrace } from '@unikflow/engine'
import { storeBehind } from '../../../db/group-commit'
import { sendRunTraces } from '../../flow-config/trace-senders/send-run-traces'
import { runMetricsOf } from '../../metrics/metrics'
import { runTraces } from '../stored-behind'
import type { PredictionTurn } from './prediction-turn'

/**
 * The run's trace stored behind the answer (with other runs', `storeBehind`), counted in the metrics and
 * sent to the tracing services the flow's analysis switches on: none of it is part of the answer.
 */
export function recordRun(
  turn: PredictionTurn,
  outcome: {
    status: 'success' | 'error' | 'aborted'
    sessionId: string
    durationMs: number
    trace: Pick<TRunTrace, 'nodes' | 'usage'> | undefined
    error: string | undefined
    /** The answer given (undefined: the run failed). */
    answer?: string | undefined
  },
): void {
  const { deps, flow, input, chatId, startedAt } = turn
  const nodes = outcome.trace?.nodes ?? []
  storeBehind(deps.db, input.log, runTraces, {
    target: turn.target,
    run: {
      status: outcome.status,
      durationMs: outcome.durationMs,
      nodes,
      usage: outcome.trace?.usage ?? [],
      error: outcome.error,
      id: turn.runId,
      chatId,
      startedAt: startedAt.toISOString(),
      release: flow.release,
      source: input.source,
      question: turn.question,
      answer: outcome.answer,
    },
  })
  deps.metrics?.recordRun(runMetricsOf(flow.id, outcome.status, outcome.trace))
  sendRunTraces(
    deps,
    turn.target.unikId,
    flow.settings.analytic,
    {
      sessionId: outcome.sessionId,
      durationMs: outcome.durationMs,
      nodes,
      error: outcome.error,
      runId: turn.runId,
      flowId: flow.id,
      flowName: flow.name,
      chatId,
      question: turn.question,
      startedAt,
      answer: outcome.answer,
    },
    input.log,
  )
}
