import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type {
  TEvaluation,
  TEvaluationComparison,
  TEvaluationWithResults,
  ZEvaluationBody,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { NotFoundError, ValidationError } from '../../errors/app-error'
import { findDataset, listDatasetRows } from '../datasets/datasets.repository'
import { resolveFlowVersion } from '../flow-releases/resolve-flow-version'
import { createRunChatStore } from '../prediction/db-chat-store'
import { createEngineServices } from '../prediction/engine-services'
import { loadEngine } from '../prediction/load-engine'
import { loadPredictionFlow } from '../prediction/prediction-flow'
import type { PredictDeps } from '../prediction/predict'
import { compareResults } from './evaluation-summary'
import { runEvaluation, type EvaluationRuns } from './evaluation-runner'
import { findEvaluation, insertEvaluation, listResults, markCancelled } from './evaluations.repository'

type Target = { unikId: string }
export type EvaluationDeps = PredictDeps & Pick<AppDeps, 'keyring'>

export async function getEvaluation(
  deps: Pick<AppDeps, 'db'>,
  target: Target,
  id: string,
): Promise<TEvaluationWithResults> {
  const evaluation = await findEvaluation(deps.db, target, id)
  if (!evaluation) throw new NotFoundError('Evaluation not found')
  return { ...evaluation, results: await listResults(deps.db, id) }
}

/**
 * Starts an evaluation of a flow version over a dataset in the background and answers at once with
 * it (`running`, `done` 0 of `total`); the flow, dataset and version are checked first.
 */
export async function startEvaluation(
  deps: EvaluationDeps,
  runs: EvaluationRuns,
  request: { unikId: string; log: FastifyBaseLogger; body: z.output<typeof ZEvaluationBody> },
): Promise<TEvaluation> {
  const { body, unikId } = request
  const target = { unikId, flowId: body.chatflowId }
  const [version, dataset] = await Promise.all([
    resolveFlowVersion(deps.db, target, body.version),
    findDataset(deps.db, { unikId }, body.datasetId),
  ])
  if (!dataset) throw new NotFoundError('Dataset not found')
  const ids = new Set(body.evaluators.map((e) => e.id))
  if (ids.size !== body.evaluators.length) throw new ValidationError('Evaluator ids must be unique')
  // 'live' is the release live now: a later release going live does not change a running evaluation.
  const [flow, rows, engine] = await Promise.all([
    loadPredictionFlow(deps.db, target, version.release ?? 'draft'),
    listDatasetRows(deps.db, { unikId }, body.datasetId),
    loadEngine(),
  ])
  if (rows.length === 0) throw new ValidationError('The dataset has no rows')
  const id = await insertEvaluation(
    deps.db,
    { unikId },
    { ...body, total: rows.length, flowData: flow.flowData },
  )
  const log = request.log.child({ evaluationId: id })
  const services = await createEngineServices(deps, {
    unikId,
    memoryStore: createRunChatStore(deps.db, target),
    log,
  })
  const evaluatorRun = { engine, services, flowId: flow.id, sandbox: deps.config.sandbox }
  runs.start(id, (signal) =>
    runEvaluation(
      id,
      {
        deps,
        unikId,
        flow,
        evaluators: body.evaluators,
        evaluatorRun: { ...evaluatorRun, signal },
        log,
      },
      rows,
      { concurrency: body.concurrency, signal },
    ),
  )
  const started = await findEvaluation(deps.db, { unikId }, id)
  if (!started) throw new NotFoundError('Evaluation not found')
  return started
}

/** Stops a running evaluation (here, or on another API server through its stored status). */
export async function cancelEvaluation(
  deps: Pick<AppDeps, 'db'>,
  runs: EvaluationRuns,
  target: Target,
  id: string,
): Promise<TEvaluation> {
  const evaluation = await findEvaluation(deps.db, target, id)
  if (!evaluation) throw new NotFoundError('Evaluation not found')
  if (evaluation.status === 'running') {
    await markCancelled(deps.db, target, id)
    runs.cancel(id)
    await runs.settled(id)
  }
  return (await findEvaluation(deps.db, target, id)) ?? evaluation
}

export async function compareEvaluations(
  deps: Pick<AppDeps, 'db'>,
  target: Target,
  ids: { a: string; b: string },
): Promise<TEvaluationComparison> {
  const [a, b] = await Promise.all([getEvaluation(deps, target, ids.a), getEvaluation(deps, target, ids.b)])
  const { results: resultsA, ...evaluationA } = a
  const { results: resultsB, ...evaluationB } = b
  return compareResults(
    { evaluation: evaluationA, results: resultsA },
    { evaluation: evaluationB, results: resultsB },
  )
}
