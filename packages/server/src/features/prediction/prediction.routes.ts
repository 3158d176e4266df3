import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZPredictionBody, ZPredictionResponse, type TChatType } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses } from '../../http/common.schemas'
import { requireFlow, type RoutePolicy } from '../../plugins/policies'
import { loadFlowSettings } from '../flow-config/flow-settings'
import { checkAllowedOrigin, checkRateLimit } from '../flow-config/public-guards'
import { readMultipartPredictionBody } from './multipart-body'
import { loadPredictionFlow, type PredictionFlow } from './prediction-flow'
import { answerPrediction, streamPrediction } from './respond-prediction'

const tags = ['prediction']
const ZFlowParams = z.object({ flowId: z.string().min(1) })
/** Uploads travel inside the body (base64 in JSON, or files in multipart). */
const PREDICTION_BODY_LIMIT = 32 * 1024 * 1024
const FILE_LIMITS = { fileSize: 20 * 1024 * 1024, files: 10, fields: 50 }

/** Runs after the access check (policies' preValidation), so outsiders never get a form parsed. */
async function acceptMultipart(request: FastifyRequest): Promise<void> {
  if (request.isMultipart()) request.body = await readMultipartPredictionBody(request)
}

/**
 * The public API's own gates, after access and before any body is read: the flow's allowed domains
 * (for browsers, by Origin) and its rate limit per client IP. The canvas chat (members) skips them.
 */
export function publicFlowGates(deps: AppDeps) {
  return async (request: FastifyRequest): Promise<void> => {
    const flow = requireFlow(request)
    const settings = await loadFlowSettings(deps.db, flow.id)
    if (!settings) return
    checkAllowedOrigin(deps, request, settings)
    await checkRateLimit(deps, request, flow.id, settings)
  }
}

/** The flow as the public prediction route's gates read it, handed to the run so it is read once. */
const gatedFlows = new WeakMap<FastifyRequest, PredictionFlow>()

/** `publicFlowGates` for the prediction route: the whole flow is read here, for the gates and the run. */
function predictionGates(deps: AppDeps) {
  return async (request: FastifyRequest): Promise<void> => {
    const access = requireFlow(request)
    const flow = await loadPredictionFlow(deps.db, { unikId: access.unikId, flowId: access.id })
    gatedFlows.set(request, flow)
    checkAllowedOrigin(deps, request, flow.settings)
    await checkRateLimit(deps, request, flow.id, flow.settings)
  }
}

const variants: { url: string; policy: RoutePolicy; chatType: TChatType; summary: string }[] = [
  {
    url: '/prediction/:flowId',
    policy: 'flowApi',
    chatType: 'EXTERNAL',
    summary: "Ask a flow: public flows, or with the flow's API key (Authorization: Bearer <key>)",
  },
  {
    url: '/internal-prediction/:flowId',
    policy: { flowRole: 'member' },
    chatType: 'INTERNAL',
    summary: "Ask a flow from the canvas chat (members of the flow's unik)",
  },
]

/** The prediction APIs: JSON or multipart in, JSON or Flowise-style SSE out. */
export const predictionRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  await app.register(multipart, { limits: FILE_LIMITS })
  const gates = predictionGates(deps)
  for (const { url, policy, chatType, summary } of variants) {
    app.post(
      url,
      {
        bodyLimit: PREDICTION_BODY_LIMIT,
        config: { policy },
        preValidation: chatType === 'EXTERNAL' ? [gates, acceptMultipart] : acceptMultipart,
        schema: {
          tags,
          summary,
          params: ZFlowParams,
          body: ZPredictionBody,
          response: {
            200: ZPredictionResponse,
            ...errorResponses(400, 401, 403, 404, 413, 422, 429, 500, 502, 504),
          },
        },
      },
      async (request, reply) => {
        const flow = requireFlow(request)
        const loaded = gatedFlows.get(request)
        const input = {
          unikId: flow.unikId,
          flowId: flow.id,
          body: request.body,
          chatType,
          log: request.log,
          ...(loaded ? { flow: loaded } : {}),
        }
        return request.body.streaming
          ? streamPrediction(deps, input, reply)
          : answerPrediction(deps, input, reply)
      },
    )
  }
}
