import type { TPredictionResponse } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { runPrediction, type PredictionInput } from './run-prediction'

export type PredictDeps = Pick<
  AppDeps,
  'db' | 'keyring' | 'config' | 'metrics' | 'vectorIndex' | 'runQueue' | 'runningChats'
>

/** The chat a run answers in, as the run picks it: the body's chatId, else the override's sessionId. */
function chatIdOf(input: PredictionInput): string | undefined {
  const sessionId = input.body.overrideConfig?.sessionId
  return input.body.chatId ?? (typeof sessionId === 'string' && sessionId ? sessionId : undefined)
}

/**
 * Where the prediction APIs run a flow: in this process (MODE=main), or on a `unikflow worker` through
 * the run queue (MODE=queue), which answers the same way — events as they come, then the answer or the error.
 * While it runs, the run can be stopped by its chat (`RunningChats`).
 */
export async function predict(deps: PredictDeps, input: PredictionInput): Promise<TPredictionResponse> {
  const chatId = chatIdOf(input)
  const tracked = chatId ? deps.runningChats.track(input.flowId, chatId, input.signal) : undefined
  const run = tracked ? { ...input, signal: tracked.signal } : input
  try {
    return await (deps.runQueue ? deps.runQueue.run(run) : runPrediction(deps, run))
  } finally {
    tracked?.done()
  }
}
