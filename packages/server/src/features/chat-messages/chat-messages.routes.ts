import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZChatMessageDeleteQuery,
  ZChatMessageFeedback,
  ZChatMessageListQuery,
  ZChatSessionList,
  ZDeletedCount,
  ZFeedbackBody,
  ZRun,
  ZRunListQuery,
  ZRunSummary,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses } from '../../http/common.schemas'
import { requireFlow, requireMembership, type RoutePolicy } from '../../plugins/policies'
import { ZChatflowParams } from '../chatflows/chatflows.schemas'
import {
  deleteChatMessages,
  getRun,
  giveFeedback,
  listChatSessions,
  listFeedback,
  listRuns,
} from './chat-messages.service'
import { feedbackGate } from './feedback-gate'

const tags = ['chat messages']
const BASE = '/uniks/:unikId/chatflows/:id'
const ZRunParams = ZChatflowParams.extend({ runId: z.string().min(1) })
const ZFlowParams = z.object({ flowId: z.string().min(1) })

/** Stored chats of a flow (View messages), feedback and run traces (Logs): members read, editors delete. */
export const chatMessagesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps
  const target = (unikId: string, flowId: string) => ({ unikId, flowId })

  app.get(
    `${BASE}/messages`,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        params: ZChatflowParams,
        querystring: ZChatMessageListQuery,
        response: { 200: ZChatSessionList, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      listChatSessions(db, target(requireMembership(request).unikId, request.params.id), request.query),
  )

  app.delete(
    `${BASE}/messages`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        params: ZChatflowParams,
        querystring: ZChatMessageDeleteQuery,
        response: { 200: ZDeletedCount, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      deleted: await deleteChatMessages(
        db,
        target(requireMembership(request).unikId, request.params.id),
        request.query,
      ),
    }),
  )

  app.get(
    `${BASE}/feedback`,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        params: ZChatflowParams,
        response: { 200: z.array(ZChatMessageFeedback), ...errorResponses(401, 404) },
      },
    },
    async (request) => listFeedback(db, target(requireMembership(request).unikId, request.params.id)),
  )

  app.get(
    `${BASE}/runs`,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        params: ZChatflowParams,
        querystring: ZRunListQuery,
        response: { 200: z.array(ZRunSummary), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      listRuns(db, target(requireMembership(request).unikId, request.params.id), request.query.limit),
  )

  app.get(
    `${BASE}/runs/:runId`,
    {
      config: { policy: { unikRole: 'member' } },
      schema: { tags, params: ZRunParams, response: { 200: ZRun, ...errorResponses(401, 404) } },
    },
    async (request) =>
      getRun(db, target(requireMembership(request).unikId, request.params.id), request.params.runId),
  )

  // Feedback on an answer: same access as asking (`/feedback` like `/prediction`, and the canvas chat).
  const feedbackRoutes: [string, RoutePolicy][] = [
    ['/feedback/:flowId', 'flowApi'],
    ['/internal-feedback/:flowId', { flowRole: 'member' }],
  ]
  for (const [url, policy] of feedbackRoutes) {
    app.post(
      url,
      {
        config: { policy },
        ...(policy === 'flowApi' ? { preValidation: feedbackGate(deps) } : {}),
        schema: {
          tags,
          params: ZFlowParams,
          body: ZFeedbackBody,
          response: { 200: ZChatMessageFeedback, ...errorResponses(400, 401, 403, 404, 429) },
        },
      },
      async (request) => {
        const flow = requireFlow(request)
        return giveFeedback(db, target(flow.unikId, flow.id), request.body)
      },
    )
  }
}
