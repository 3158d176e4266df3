import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZUpsertCounts } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses } from '../../http/common.schemas'
import { requireFlow, type RoutePolicy } from '../../plugins/policies'
import { upsertFlowVectors } from './vector-upsert.service'

const ZFlowParams = z.object({ flowId: z.string().min(1) })

const variants: { url: string; policy: RoutePolicy; summary: string }[] = [
  {
    url: '/vector/upsert/:flowId',
    policy: 'flowApi',
    summary: "Upsert a flow's documents into its vector store (public flows, or with the flow's API key)",
  },
  {
    url: '/vector/internal-upsert/:flowId',
    policy: { flowRole: 'editor' },
    summary: "Upsert a flow's documents into its vector store from the canvas (editors of the flow's unik)",
  },
]

/** Flowise's vector upsert API for chatflows with a vector store node. */
export const vectorUpsertRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  for (const { url, policy, summary } of variants)
    app.post(
      url,
      {
        config: { policy },
        schema: {
          tags: ['vector'],
          summary,
          params: ZFlowParams,
          response: { 200: ZUpsertCounts, ...errorResponses(400, 401, 403, 404, 422, 500, 502, 504) },
        },
      },
      async (request) => {
        const flow = requireFlow(request)
        return upsertFlowVectors(deps, { unikId: flow.unikId, flowId: flow.id, log: request.log })
      },
    )
}
