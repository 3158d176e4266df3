import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZAbortAnswer,
  ZChatMessageFeedback,
  ZFeedbackUpdateBody,
  ZFlowiseChatMessage,
  ZFlowiseChatMessageDeleteQuery,
  ZFlowiseChatMessageQuery,
  ZFlowiseDeleteResult,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { NotFoundError } from '../../errors/app-error'
import { errorResponses } from '../../http/common.schemas'
import { authorizeFlowApiFor, requireFlow } from '../../plugins/policies'
import { deleteChatMessages } from './chat-messages.service'
import { feedbackGate } from './feedback-gate'
import { findFeedbackFlow, updateFeedback } from './feedback.repository'
import { listFlowiseChatMessages } from './flowise-chat-messages.service'

const tags = ['chat messages']
const ZFlowParams = z.object({ flowId: z.string().min(1) })
const ZAbortParams = ZFlowParams.extend({ chatId: z.string().min(1) })
const ZFeedbackParams = z.object({ id: z.string().min(1) })

/**
 * `PUT /feedback/:id` names a feedback, not a flow: its flow is found, then the same access as giving
 * feedback (`'flowApi'`: the flow's key, or a public flow with feedback on, from an allowed domain).
 */
function feedbackAccess(deps: AppDeps) {
  const gate = feedbackGate(deps)
  return async (request: FastifyRequest<{ Params: z.infer<typeof ZFeedbackParams> }>): Promise<void> => {
    const flowId = await findFeedbackFlow(deps.db, request.params.id)
    if (!flowId) throw new NotFoundError('Feedback not found')
    request.flow = await authorizeFlowApiFor(deps, request, flowId)
    await gate(request)
  }
}

/** Flowise's chat message API at its paths: scripts read and clear a flow's chats, widgets stop a run. */
export const flowiseChatMessagesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const target = (request: FastifyRequest) => {
    const flow = requireFlow(request)
    return { unikId: flow.unikId, flowId: flow.id }
  }

  app.get(
    '/chatmessage/:flowId',
    {
      config: { policy: 'flowApiKey' },
      schema: {
        tags,
        summary: "A flow's stored messages, filtered as Flowise filters them (an API key of the flow's unik)",
        params: ZFlowParams,
        querystring: ZFlowiseChatMessageQuery,
        response: { 200: z.array(ZFlowiseChatMessage), ...errorResponses(400, 404) },
      },
    },
    async (request) => listFlowiseChatMessages(deps.db, target(request), request.query),
  )

  app.delete(
    '/chatmessage/:flowId',
    {
      config: { policy: 'flowApiKey' },
      schema: {
        tags,
        summary: "Deletes a flow's messages (by chatId, sessionId, chatType; an API key of the flow's unik)",
        params: ZFlowParams,
        querystring: ZFlowiseChatMessageDeleteQuery,
        response: { 200: ZFlowiseDeleteResult, ...errorResponses(400, 404) },
      },
    },
    async (request) => ({
      raw: [],
      affected: await deleteChatMessages(deps.db, target(request), request.query),
    }),
  )

  app.put(
    '/chatmessage/abort/:flowId/:chatId',
    {
      config: { policy: 'flowApi' },
      schema: {
        tags,
        summary: "Stops the chat's run in progress (Flowise's Stop button)",
        params: ZAbortParams,
        response: { 200: ZAbortAnswer, ...errorResponses(404) },
      },
    },
    async (request) => {
      deps.runningChats.abort(requireFlow(request).id, request.params.chatId)
      return { status: 200 as const, message: 'Chat message aborted' }
    },
  )

  app.put(
    '/feedback/:id',
    {
      // The feedback's flow is checked by feedbackAccess (its key, or public with feedback on).
      config: { policy: 'public' },
      preValidation: feedbackAccess(deps),
      schema: {
        tags,
        summary: 'Adds the comment (or changes the rating) of a feedback given on an answer',
        params: ZFeedbackParams,
        body: ZFeedbackUpdateBody,
        response: { 200: ZChatMessageFeedback, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      const updated = await updateFeedback(
        deps.db,
        { flowId: requireFlow(request).id, id: request.params.id },
        request.body,
      )
      if (!updated) throw new NotFoundError('Feedback not found')
      return updated
    },
  )
}
