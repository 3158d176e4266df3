import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZPublicChatbotConfig, ZStreamingCheck } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses } from '../../http/common.schemas'
import { requireFlow } from '../../plugins/policies'
import { getPublicChatbotConfig, getStreamingCheck } from './public-config'

const tags = ['public chatbot']
const ZFlowParams = z.object({ flowId: z.string().min(1) })

/** What the public chatbot page (/chatbot/:id) and the embed widget read before chatting. */
export const publicChatbotRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/public-chatbotConfig/:flowId',
    {
      config: { policy: 'publicFlow' },
      schema: {
        tags,
        summary:
          'Display settings and feature switches of a public chatbot (never flowData, credentials or keys)',
        params: ZFlowParams,
        response: { 200: ZPublicChatbotConfig, ...errorResponses(403, 404) },
      },
    },
    async (request) => getPublicChatbotConfig(deps, request, requireFlow(request).id),
  )

  app.get(
    '/chatflows-streaming/:flowId',
    {
      config: { policy: 'flowProbe' },
      schema: {
        tags,
        summary:
          "Whether the flow streams its answer (decided by its ending node), as Flowise's widget and SDK ask (no API key needed)",
        params: ZFlowParams,
        response: { 200: ZStreamingCheck, ...errorResponses(403, 404) },
      },
    },
    async (request) => getStreamingCheck(deps, request, requireFlow(request)),
  )
}
