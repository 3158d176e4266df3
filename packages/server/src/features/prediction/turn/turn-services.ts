import type { TEngineServices } from '@unikflow/engine'
import type { TPredictionResponse } from '@unikflow/graph'
import { NotFoundError, ValidationError } from '../../../errors/app-error'
import { chatFileStore } from '../../chat-uploads/chat-file-store'
import { documentStoreAccess } from '../../document-stores/store-access'
import { agentThreadStore } from '../agent-threads.repository'
import { assistantAccess } from '../assistant-access'
import { createEngineServices } from '../engine-services'
import type { PredictionInput } from '../prediction-input'
import type { PredictionTurn } from './prediction-turn'

/** Flows an Execute Flow chain may nest (A runs B runs C …) before it is refused. */
const MAX_EXECUTE_FLOW_DEPTH = 5

/**
 * What the turn's run may reach: this unik's services, its document stores, assistants and agent threads,
 * and Execute Flow, which runs another flow of this unik as a prediction of it (`predict`, handed in).
 */
export async function turnServices(
  turn: PredictionTurn,
  predict: (input: PredictionInput) => Promise<TPredictionResponse>,
): Promise<TEngineServices> {
  const { deps, input, target } = turn
  const depth = input.depth ?? 0
  return {
    ...(await createEngineServices(deps, {
      unikId: input.unikId,
      memoryStore: turn.memoryStore,
      log: input.log,
      documentStores: documentStoreAccess(deps, { unikId: input.unikId, log: input.log }),
      agentThreads: agentThreadStore(deps.db, target),
    })),
    assistants: assistantAccess(deps, input.unikId),
    // Files the run makes (an Agent's generated images) are kept with this turn's chat only.
    chatFiles: chatFileStore(deps.db, { ...target, chatId: turn.chatId }),
    // Execute Flow: a flow of this unik only (loadPredictionFlow filters by unik), run as a prediction of it.
    async executeFlow(request) {
      if (depth >= MAX_EXECUTE_FLOW_DEPTH)
        throw new ValidationError(`Execute Flow goes deeper than ${MAX_EXECUTE_FLOW_DEPTH} flows`)
      const answer = await predict({
        ...input,
        flowId: request.flowId,
        body: {
          question: request.question,
          chatId: request.sessionId,
          overrideConfig: { ...request.overrideConfig, sessionId: request.sessionId },
        },
        depth: depth + 1,
        onEvent: undefined,
        // The flow to execute is read for itself (its live release, or its draft from the canvas chat).
        flow: undefined,
      }).catch((e: unknown) => {
        // A flow of another unik is one that does not exist here (and no provider's 404).
        if (e instanceof NotFoundError) throw new Error('The flow to execute is not in this unik')
        throw e
      })
      return answer.text
    },
  }
}
