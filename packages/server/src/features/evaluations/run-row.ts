import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { TDatasetRow, TEvaluationRowResult, TEvaluator } from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { storedSoFar } from '../../db/group-commit'
import { timeOrderedId } from '../../db/time-ordered-id'
import { predict, type PredictDeps } from '../prediction/predict'
import type { PredictionFlow } from '../prediction/prediction-flow'
import { runPrediction } from '../prediction/run-prediction'
import { evaluateOutcome, type EvaluatorRun } from './evaluators/evaluate-outcome'

export interface RowRun {
  deps: PredictDeps
  unikId: string
  /** The flow with the graph of the evaluated version (its `release`: null for the draft). */
  flow: PredictionFlow
  evaluators: readonly TEvaluator[]
  evaluatorRun: EvaluatorRun
  signal: AbortSignal
  log: FastifyBaseLogger
}

/** Tokens and cost of the run's trace, once what is held behind answers is stored. */
async function usageOf(db: Kysely<DB>, target: { unikId: string; flowId: string }, chatId: string) {
  await storedSoFar(db)
  const row = await db
    .selectFrom('run_traces')
    .select((eb) => [
      eb.fn.sum<number | string | null>('input_tokens').as('input'),
      eb.fn.sum<number | string | null>('output_tokens').as('output'),
      eb.fn.sum<number | string | null>('cost_nano_usd').as('cost'),
    ])
    .where('unik_id', '=', target.unikId)
    .where('chatflow_id', '=', target.flowId)
    .where('chat_id', '=', chatId)
    .executeTakeFirst()
  return {
    inputTokens: Number(row?.input ?? 0),
    outputTokens: Number(row?.output ?? 0),
    costUsd: Number(row?.cost ?? 0) / 1e9,
  }
}

/** The flow as this row runs it: the row's variables may override `$vars` (the evaluation is the owner's). */
function flowForRow(flow: PredictionFlow, row: TDatasetRow): PredictionFlow {
  const names = Object.keys(row.variables)
  if (names.length === 0) return flow
  const override = flow.apiConfig.overrideConfig
  return {
    ...flow,
    apiConfig: {
      ...flow.apiConfig,
      overrideConfig: {
        status: true,
        nodes: override?.status ? override.nodes : {},
        variables: names,
        refuseNotEnabled: false,
      },
    },
  }
}

/** The flow's answer to the row, its latency, tokens and cost; a failed run is the row's error. */
async function answerRow(run: RowRun, row: TDatasetRow) {
  const chatId = timeOrderedId()
  const started = performance.now()
  const flow = flowForRow(run.flow, row)
  const input = {
    unikId: run.unikId,
    flowId: run.flow.id,
    body: {
      question: row.input,
      chatId,
      ...(run.flow.release !== null ? { release: run.flow.release } : {}),
      ...(row.history.length ? { history: row.history } : {}),
      ...(Object.keys(row.variables).length ? { overrideConfig: { vars: row.variables } } : {}),
    },
    chatType: 'EVALUATION' as const,
    source: 'evaluation' as const,
    signal: run.signal,
    log: run.log,
  }
  let output = ''
  let error: string | null = null
  try {
    // Like any prediction (on a queue-mode worker when there are workers); a row with variables runs
    // here, with the flow's override settings let open for them.
    const answer =
      flow === run.flow ? await predict(run.deps, input) : await runPrediction(run.deps, { ...input, flow })
    output = answer.text
  } catch (e) {
    error = e instanceof Error ? e.message : String(e)
  }
  const latencyMs = Math.round(performance.now() - started)
  const usage = await usageOf(run.deps.db, { unikId: run.unikId, flowId: run.flow.id }, chatId)
  return { output, error, latencyMs, ...usage }
}

/** One dataset row: the flow's answer, then every evaluator's verdict (all fail when the run failed). */
export async function runRow(run: RowRun, row: TDatasetRow): Promise<TEvaluationRowResult> {
  const answer = await answerRow(run, row)
  const outcome = {
    input: row.input,
    expectedOutput: row.output,
    output: answer.output,
    latencyMs: answer.latencyMs,
    tokens: answer.inputTokens + answer.outputTokens,
    costUsd: answer.costUsd,
  }
  const verdicts =
    answer.error === null
      ? await evaluateOutcome(run.evaluatorRun, run.evaluators, outcome)
      : run.evaluators.map((e) => ({
          evaluatorId: e.id,
          pass: false,
          score: null,
          reason: `The flow failed: ${answer.error}`,
        }))
  return {
    rowId: row.id,
    sequenceNo: row.sequenceNo,
    input: row.input,
    expectedOutput: row.output,
    ...answer,
    pass: answer.error === null && verdicts.every((v) => v.pass),
    verdicts,
  }
}
