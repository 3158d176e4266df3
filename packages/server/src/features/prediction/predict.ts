import type { TPredictionResponse } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { runPrediction, type PredictionInput } from './run-prediction'

export type PredictDeps = Pick<AppDeps, 'db' | 'keyring' | 'config' | 'metrics' | 'vectorIndex' | 'runQueue'>

/**
 * Where the prediction APIs run a flow: in this process (MODE=main), or on a `unikflow worker` through
 * the run queue (MODE=queue), which answers the same way — events as they come, then the answer or the error.
 */
export function predict(deps: PredictDeps, input: PredictionInput): Promise<TPredictionResponse> {
  return deps.runQueue ? deps.runQueue.run(input) : runPrediction(deps, input)
}
