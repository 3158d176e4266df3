import type { TEngineServices, TRunEventListener, TRunResult } from '@unikflow/engine'
import { unsealFlowSecrets } from '../../flow-secrets/flow-secrets'
import { allowedOverridesOf } from '../prediction-flow'
import { runFailureError } from '../run-failure-error'
import type { PredictionTurn } from './prediction-turn'
import { recordRun } from './record-run'

/** The Human Input decision of an Agentflow v2 body (Flowise's `startNodeId` is not needed: the pause knows its node). */
function humanDecisionOf(input: { type: 'proceed' | 'reject'; feedback?: string | undefined }) {
  return { type: input.type, ...(input.feedback ? { feedback: input.feedback } : {}) }
}

/** Post processing replaces the answer after the run: then it streams as one token, not the raw tokens. */
function listenerOf(turn: PredictionTurn): TRunEventListener | undefined {
  const listener = turn.input.onEvent
  if (!listener || !turn.code) return listener
  return (e) => {
    if (e.event !== 'token') listener(e)
  }
}

/**
 * Runs the flow in the engine for the turn. A run that fails is recorded (trace, metrics, export) and
 * thrown as the HTTP error its kind maps to.
 */
export async function runTurnFlow(turn: PredictionTurn, services: TEngineServices): Promise<TRunResult> {
  const { body } = turn.input
  const { engine, flow } = turn
  const onEvent = listenerOf(turn)
  try {
    return await engine.runFlow({
      flowData: unsealFlowSecrets(turn.deps.keyring, { unikId: turn.target.unikId, flowData: flow.flowData }),
      question: turn.documents + turn.question,
      ...(body.history ? { history: body.history } : {}),
      ...(body.overrideConfig ? { overrideConfig: body.overrideConfig } : {}),
      ...allowedOverridesOf(flow.apiConfig),
      chatId: turn.chatId,
      // Memory session order: overrideConfig.sessionId, then the chatId the client sent, then the memory
      // node's own setting, then the chat's generated id (the engine falls back to the last two).
      ...(turn.requestedSession ? { sessionId: turn.requestedSession } : {}),
      flowId: flow.id,
      uploads: turn.files,
      ...(body.stopNodeId ? { stopNodeId: body.stopNodeId } : {}),
      ...(body.humanInput ? { humanInput: humanDecisionOf(body.humanInput) } : {}),
      ...(body.form ? { form: body.form } : {}),
      ...(body.webhook ? { webhook: body.webhook } : {}),
      signal: turn.input.signal,
      services,
      ...(onEvent ? { onEvent } : {}),
    })
  } catch (error) {
    if (!(error instanceof engine.RunFailure)) throw error
    if (error.kind === 'internal')
      turn.input.log.error({ err: error.cause ?? error }, 'flow run failed through a bug')
    const { trace } = error
    recordRun(turn, {
      status: error.kind === 'aborted' ? 'aborted' : 'error',
      sessionId: turn.overrideSession ?? turn.chatId,
      durationMs: trace?.durationMs ?? Date.now() - turn.startedAt.getTime(),
      trace,
      error: error.message,
    })
    throw runFailureError(error)
  }
}
