import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { TRunEventListener } from '@unikflow/engine'
import type { TChatType, TPredictionResponse, TRunSource, ZPredictionBody } from '@unikflow/graph'

/**
 * A prediction as the APIs hand it over: the fields of run-prediction's PredictionInput, restated here so
 * that AppDeps can name the run queue without importing the prediction code (which imports AppDeps).
 */
export interface QueuedRunInput {
  unikId: string
  flowId: string
  body: z.output<typeof ZPredictionBody>
  chatType: TChatType
  source: TRunSource
  signal: AbortSignal
  log: FastifyBaseLogger
  onEvent?: TRunEventListener
}

/** Queue mode's API-server side (QueuedRuns): runs a prediction on a worker. */
export interface RunQueue {
  run(input: QueuedRunInput): Promise<TPredictionResponse>
  /** Fails the runs still waiting for their outcome and closes the queue (the server is closing). */
  close(): Promise<void>
}
