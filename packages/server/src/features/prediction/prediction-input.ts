import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { TRunEventListener } from '@unikflow/engine'
import type { TChatType, TReleaseSelector, TRunSource, ZPredictionBody } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import type { PredictionFlow } from './prediction-flow'

export type PredictionBody = z.output<typeof ZPredictionBody>

export interface PredictionInput {
  unikId: string
  flowId: string
  body: PredictionBody
  chatType: TChatType
  /** Where the run came from, as its trace records it (the Runs page): set where the run starts. */
  source: TRunSource
  signal: AbortSignal
  log: FastifyBaseLogger
  /** The flow, when the route already read it (its graph of the release asked for); else the run reads it. */
  flow?: PredictionFlow | undefined
  /** Streaming: receives the engine's events (its own metadata/end are left to the caller). */
  onEvent?: TRunEventListener | undefined
  /** How many Execute Flow steps led to this run (0: a request). */
  depth?: number
}

/**
 * The graph a run uses: the release the request pins, else the draft for the canvas chat and the live
 * release for every caller outside the canvas (an evaluation names its version; unnamed, the draft).
 */
export function releaseSelectorOf(body: PredictionBody, chatType: TChatType): TReleaseSelector {
  return body.release ?? (chatType === 'EXTERNAL' ? 'live' : 'draft')
}

export type PredictionDeps = Pick<AppDeps, 'db' | 'keyring' | 'config' | 'metrics' | 'vectorIndex'>
export type Upload = { name: string; mime: string; data: string; type: 'file' | 'audio' | 'url' }
