import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZUpsertCounts } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses } from '../../http/common.schemas'
import { requireFlow, type RoutePolicy } from '../../plugins/policies'
import { upsertFlowVectors } from './vector-upsert.service'

const ZFlowParams = z.object({ flowId: z.string().min(1) })

// The API upserts with the live release's graph; the canvas with its draft.
const variants: { url: string; policy: RoutePolicy; summary: string; selector: 'live' | 'draft' }[] = [
  {
    url: '/vector/upsert/:flowId',
    policy: 'flowApi',
    selector: 'live',
    summary: "Upsert a flow's documents into its vector store (public flows, or with the flow's API key)",
  },
  {
    url: '/vector/internal-upsert/:flowId',
    policy: { flowRole: 'editor' },
    selector: 'draft',
    summary: "Upsert a flow's documents into its vector store from the canvas (editors of the flow's unik)",
  },
]

const FILE_LIMITS = { fileSize: 20 * 1024 * 1024, files: 10, fields: 20 }

/** Files sent as multipart (the widget's RAG uploads): the flow's loaders read them as chat uploads. */
async function filesOf(request: FastifyRequest) {
  if (!request.isMultipart()) return []
  const files: { name: string; mime: string; data: string; type: 'file' }[] = []
  for await (const part of request.parts())
    if (part.type === 'file')
      files.push({
        name: part.filename,
        mime: part.mimetype,
        data: (await part.toBuffer()).toString('base64'),
        type: 'file',
      })
  return files
}

/** Flowise's vector upsert API for chatflows with a vector store node. */
export const vectorUpsertRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(multipart, { limits: FILE_LIMITS })
  for (const { url, policy, summary, selector } of variants)
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
        const uploads = await filesOf(request)
        return upsertFlowVectors(deps, {
          unikId: flow.unikId,
          flowId: flow.id,
          log: request.log,
          selector,
          uploads,
        })
      },
    )
}
