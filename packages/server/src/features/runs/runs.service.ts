import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'
import type { z } from 'zod'
import type {
  TDatasetRow,
  TRunReplay,
  TRunToDatasetBody,
  TUnikRunDetail,
  TUnikRunPage,
  ZUnikRunQuery,
} from '@unikflow/graph'
import type { DB } from '../../db/schema'
import { storedSoFar } from '../../db/group-commit'
import { timeOrderedId } from '../../db/time-ordered-id'
import { AppError, NotFoundError, ValidationError } from '../../errors/app-error'
import { addDatasetRow } from '../datasets/datasets.service'
import { predict, type PredictDeps } from '../prediction/predict'
import { findUnikRun, listUnikRuns } from './runs.repository'

type Target = { unikId: string }

const DAY = /^\d{4}-\d{2}-\d{2}$/
const dayStart = (d: string | undefined) => (d && DAY.test(d) ? `${d}T00:00:00.000Z` : d)
const dayEnd = (d: string | undefined) => (d && DAY.test(d) ? `${d}T23:59:59.999Z` : d)

/** The Runs page: the unik's runs, newest first, filtered (runs answered just now included). */
export async function listRuns(
  db: Kysely<DB>,
  target: Target,
  query: z.output<typeof ZUnikRunQuery>,
): Promise<TUnikRunPage> {
  // Traces are stored behind their answers: the list waits for those already answered.
  await storedSoFar(db)
  const filter = {
    flowId: query.flowId,
    release: query.release,
    source: query.source,
    status: query.status,
    from: dayStart(query.from),
    to: dayEnd(query.to),
  }
  return listUnikRuns(db, target, filter, { limit: query.limit, offset: query.offset })
}

/** One run of the unik with its node-by-node trace; 404 when it is not the unik's. */
export async function getRun(db: Kysely<DB>, target: Target, runId: string): Promise<TUnikRunDetail> {
  await storedSoFar(db)
  const run = await findUnikRun(db, target, runId)
  if (!run) throw new NotFoundError('Run not found')
  return run
}

/** The run's question, which replay and datasets need (runs stored before sources have none). */
function questionOf(run: TUnikRunDetail): string {
  if (run.question === null || run.question === '')
    throw new ValidationError('This run has no recorded question (it was stored before runs kept them)')
  return run.question
}

/**
 * The run's question asked again of its flow's draft (what the canvas runs), in a new chat recorded as a
 * `replay` run; the original answer beside the draft's. A failed draft run is an answer too: its error.
 */
export async function replayRun(
  deps: PredictDeps,
  target: Target & { log: FastifyBaseLogger; signal: AbortSignal },
  runId: string,
): Promise<TRunReplay> {
  const run = await getRun(deps.db, target, runId)
  const question = questionOf(run)
  const chatId = timeOrderedId()
  const original = { answer: run.answer, release: run.release }
  try {
    const answer = await predict(deps, {
      unikId: target.unikId,
      flowId: run.chatflowId,
      body: { question, chatId },
      chatType: 'INTERNAL',
      source: 'replay',
      signal: target.signal,
      log: target.log,
    })
    return { question, original, draft: { answer: answer.text, error: null, chatId } }
  } catch (error) {
    if (!(error instanceof AppError) || error instanceof NotFoundError) throw error
    return { question, original, draft: { answer: null, error: error.message, chatId } }
  }
}

/** The run's question and answer as a new row of a dataset of the unik (the answer as expected output). */
export async function addRunToDataset(
  db: Kysely<DB>,
  target: Target,
  runId: string,
  body: TRunToDatasetBody,
): Promise<TDatasetRow> {
  const run = await getRun(db, target, runId)
  const input = questionOf(run)
  return addDatasetRow(db, target, {
    datasetId: body.datasetId,
    input,
    output: run.answer ?? '',
    history: [],
    variables: {},
  })
}
