import type { TRunEvent } from '@unikflow/engine'
import {
  ErrorCodes,
  type TChatType,
  type TErrorCode,
  type TPredictionResponse,
  type TRunSource,
} from '@unikflow/graph'
import { AppError } from '../../errors/app-error'
import type { RunMetrics } from '../metrics/metrics'
import type { QueuedRunInput } from './run-queue'

/** What an API server puts on the run queue: the request as the route validated it. */
export interface RunJobData {
  unikId: string
  flowId: string
  chatType: TChatType
  /** Absent in jobs queued by a server before runs recorded their source. */
  source?: TRunSource
  body: QueuedRunInput['body']
  /** The client streams: the worker publishes the engine's events as they come. */
  stream: boolean
}

export interface SerializedError {
  statusCode: number
  code: TErrorCode
  message: string
  details?: Record<string, unknown>
}

/**
 * What a worker publishes on a run's channel: when it took the run, events while it runs, the run's
 * metrics (recorded by the API server that serves the client), then exactly one outcome.
 */
export type RunMessage =
  | { type: 'started'; waitedMs: number; workerId: string }
  | { type: 'event'; event: TRunEvent }
  | { type: 'recorded'; run: RunMetrics }
  | { type: 'answer'; answer: TPredictionResponse }
  | { type: 'error'; error: SerializedError }
  | { type: 'aborted' }

export function parseRunMessage(text: string): RunMessage | undefined {
  try {
    const value: unknown = JSON.parse(text)
    if (!value || typeof value !== 'object' || !('type' in value)) return undefined
    // Written by our own worker (JSON of a RunMessage) on a channel only our processes use.
    return value as RunMessage
  } catch {
    return undefined
  }
}

/** Our own errors keep their status, code, message and details; anything else is a generic 500. */
export function serializeError(error: unknown): SerializedError {
  if (error instanceof AppError)
    return {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
      ...(error.details ? { details: error.details } : {}),
    }
  return { statusCode: 500, code: ErrorCodes.Internal, message: 'Internal Server Error' }
}

export function deserializeError(error: SerializedError): AppError {
  return new AppError(
    error.statusCode,
    error.code,
    error.message,
    error.details ? { details: error.details } : {},
  )
}

/** The run's worker died (and it was not, or could not be, started again). */
export function runInterruptedError(): AppError {
  return new AppError(
    503,
    ErrorCodes.RunInterrupted,
    'The worker running this answer stopped before it finished; nothing was stored. Ask again.',
  )
}
