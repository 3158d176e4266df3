import type { FastifyRequest } from 'fastify'
import { ErrorCodes } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { ForbiddenError } from '../../errors/app-error'
import { requireFlow } from '../../plugins/policies'
import { loadFlowSettings } from '../flow-config/flow-settings'
import { checkAllowedOrigin } from '../flow-config/public-guards'

export const FEEDBACK_DISABLED = 'Chat feedback is not enabled for this chatbot'

/**
 * Public feedback (`/feedback/:flowId`): the flow's allowed domains apply, and a public flow takes
 * feedback only with its Chat feedback switch on. API-key callers and the canvas chat are not limited.
 */
export function feedbackGate(deps: AppDeps) {
  return async (request: FastifyRequest): Promise<void> => {
    const flow = requireFlow(request)
    const settings = await loadFlowSettings(deps.db, flow.id)
    if (!settings) return
    checkAllowedOrigin(deps, request, settings)
    if (flow.apikeyid === null && settings.chatbot.chatFeedback?.status !== true)
      throw new ForbiddenError(FEEDBACK_DISABLED, ErrorCodes.FeatureDisabled)
  }
}
