import type { TPredictionResponse } from '@unikflow/graph'
import type { PredictionDeps, PredictionInput } from './prediction-input'
import { answerTurn } from './turn/answer-turn'
import { prepareTurn } from './turn/prepare-turn'
import { recordRun } from './turn/record-run'
import { runTurnFlow } from './turn/run-turn-flow'
import { storeTurn } from './turn/store-turn'
import { turnResponse } from './turn/turn-response'
import { turnServices } from './turn/turn-services'

export { PredictionAbortedError } from './run-failure-error'
export { releaseSelectorOf, type PredictionBody, type PredictionInput } from './prediction-input'

/**
 * Runs a flow for one question (the prediction APIs): the flow's upload and speech-to-text settings
 * first, the engine with this unik's services, post processing, follow-up questions, then the turn
 * stored as chat messages before the answer, and the run's trace stored behind it (and sent to the
 * tracing services of the flow's analysis).
 */
export async function runPrediction(
  deps: PredictionDeps,
  input: PredictionInput,
): Promise<TPredictionResponse> {
  const turn = await prepareTurn(deps, input)
  const services = await turnServices(turn, (nested) => runPrediction(deps, nested))
  const result = await runTurnFlow(turn, services)
  const sessionId = turn.memoryStore.savedSessionId ?? turn.overrideSession ?? turn.chatId
  const { text, followUps } = await answerTurn(turn, result, { sessionId, services })
  const { chatMessageId, warning } = await storeTurn(turn, result, { text, sessionId })
  const { trace } = result
  recordRun(turn, {
    status: 'success',
    sessionId,
    durationMs: trace.durationMs,
    trace,
    error: undefined,
    answer: text,
  })
  return turnResponse(turn, result, { text, sessionId, chatMessageId, followUps, warning })
}
