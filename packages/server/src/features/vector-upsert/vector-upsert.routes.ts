import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZUpsertCounts } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { ValidationError } from '../../errors/app-error'
import { errorResponses } from '../../http/common.schemas'
import { requireFlow, type RoutePolicy } from '../../plugins/policies'
import { publicFlowGates } from '../prediction/prediction.routes'
import { upsertFlowVectors } from './vector-upsert.service'

const ZFlowParams = z.object({ flowId: z.string().min(1) })

// The API upserts with the live release's graph; the canvas with its draft.
const variants: {
  url: string
  policy: RoutePolicy
  summary: string
  selector: 'live' | 'draft'
  /** The widget's calls keep to the flow's allowed origins and rate limit, as its predictions do. */
  gated?: true
}[] = [
  {
    url: '/vector/upsert/:flowId',
    policy: 'flowApi',
    selector: 'live',
    gated: true,
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

type UpsertFile = { name: string; mime: string; data: string; type: 'file' }

/**
 * Files sent as multipart (the widget's RAG uploads): the flow's loaders read them as chat uploads; with
 * a `chatId` field, a store with File Upload on keeps them for that chat.
 */
async function formOf(request: FastifyRequest): Promise<{ files: UpsertFile[]; chatId?: string }> {
  if (!request.isMultipart()) return { files: [] }
  const files: UpsertFile[] = []
  let chatId: string | undefined
  for await (const part of request.parts())
    if (part.type === 'file')
      files.push({
        name: part.filename,
        mime: part.mimetype,
        data: (await part.toBuffer()).toString('base64'),
        type: 'file',
      })
    else if (part.fieldname === 'chatId' && typeof part.value === 'string') chatId = part.value
  if (chatId !== undefined && (chatId === '' || chatId.length > 200))
    throw new ValidationError('chatId must be 1 to 200 characters')
  return { files, ...(chatId ? { chatId } : {}) }
}

/** Flowise's vector upsert API for chatflows with a vector store node. */
export const vectorUpsertRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(multipart, { limits: FILE_LIMITS })
  for (const { url, policy, summary, selector, gated } of variants)
    app.post(
      url,
      {
        config: { policy },
        ...(gated ? { preValidation: publicFlowGates(deps) } : {}),
        schema: {
          tags: ['vector'],
          summary,
          params: ZFlowParams,
          response: { 200: ZUpsertCounts, ...errorResponses(400, 401, 403, 404, 422, 429, 500, 502, 504) },
        },
      },
      async (request) => {
        const flow = requireFlow(request)
        const { files, chatId } = await formOf(request)
        return upsertFlowVectors(deps, {
          unikId: flow.unikId,
          flowId: flow.id,
          log: request.log,
          selector,
          uploads: files,
          ...(chatId ? { chatId } : {}),
        })
      },
    )
}
