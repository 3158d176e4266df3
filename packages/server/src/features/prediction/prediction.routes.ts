import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZPredictionBody,
  ZPredictionResponse,
  ZReleaseNumber,
  type TChatType,
  type TRunSource,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses } from '../../http/common.schemas'
import { requireFlow, type RoutePolicy } from '../../plugins/policies'
import type { FlowAccess } from './flow-access.repository'
import { loadFlowSettings } from '../flow-config/flow-settings'
import { checkAllowedOrigin, checkRateLimit } from '../flow-config/public-guards'
import { readMultipartPredictionBody } from './multipart-body'
import { loadPredictionFlow, type PredictionFlow } from './prediction-flow'
import { releaseSelectorOf, type PredictionBody } from './run-prediction'
import { answerPrediction, streamPrediction } from './respond-prediction'

const tags = ['prediction']
const ZFlowParams = z.object({ flowId: z.string().min(1) })
/** `?release=N` pins a release as the body's `release` does (the body wins when both say). */
const ZPredictionQuery = z.object({
  release: ZReleaseNumber.optional().describe('Run this release of the flow, as `release` in the body does'),
})
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
    const flow = await loadPredictionFlow(deps.db, { unikId: access.unikId, flowId: access.id }, 'live')
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

/**
 * The flow of the run when the request pins a release or runs the canvas draft (read here so an unknown
 * release is a 404 before any stream starts), else the live one the gates read. The body then names the
 * release, so a queue worker runs the same one even if another goes live meanwhile.
 */
async function flowToRun(
  deps: AppDeps,
  request: { body: PredictionBody; flow: { unikId: string; id: string }; chatType: TChatType },
  gated: PredictionFlow | undefined,
): Promise<{ flow: PredictionFlow; body: PredictionBody }> {
  const selector = releaseSelectorOf(request.body, request.chatType)
  const flow =
    selector === 'live' && gated
      ? gated
      : await loadPredictionFlow(deps.db, { unikId: request.flow.unikId, flowId: request.flow.id }, selector)
  return { flow, body: flow.release === null ? request.body : { ...request.body, release: flow.release } }
}

/**
 * Where a prediction request comes from: the canvas chat; a keyed flow's API; a public flow asked from a
 * web page (the browser names its `Origin`: the embed, the chatbot page) or by a script (the API).
 */
function sourceOf(request: FastifyRequest, chatType: TChatType, access: FlowAccess): TRunSource {
  if (chatType === 'INTERNAL') return 'canvas'
  return access.apikeyid === null && request.headers.origin !== undefined ? 'embed' : 'api'
}

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
          querystring: ZPredictionQuery,
          body: ZPredictionBody,
          response: {
            200: ZPredictionResponse,
            ...errorResponses(400, 401, 403, 404, 413, 422, 429, 500, 502, 504),
          },
        },
      },
      async (request, reply) => {
        const access = requireFlow(request)
        const asked = { ...request.body, release: request.body.release ?? request.query.release }
        const gated = gatedFlows.get(request)
        const { flow, body } = await flowToRun(deps, { body: asked, flow: access, chatType }, gated)
        const source = sourceOf(request, chatType, access)
        const input = {
          unikId: access.unikId,
          flowId: access.id,
          body,
          chatType,
          source,
          log: request.log,
          flow,
        }
        // As Flowise: a flow that cannot stream (a utility ending node, post processing) answers JSON
        // to an API caller that asks for a stream; the canvas chat gets what it asks for.
        const streams = request.body.streaming === true && (chatType === 'INTERNAL' || flow.isStreaming)
        return streams ? streamPrediction(deps, input, reply) : answerPrediction(deps, input, reply)
      },
    )
  }
}
