import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  WEBHOOK_METHODS,
  ZPredictionResponse,
  webhookQuestion,
  type TPredictionResponse,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { AppError } from '../../errors/app-error'
import { errorResponses } from '../../http/common.schemas'
import { requireFlow } from '../../plugins/policies'
import { timeOrderedId } from '../../db/time-ordered-id'
import { checkAllowedOrigin, checkRateLimit } from '../flow-config/public-guards'
import { predict } from '../prediction/predict'
import { loadPredictionFlow } from '../prediction/prediction-flow'
import type { PredictionInput } from '../prediction/prediction-input'
import { answerPrediction, streamPrediction } from '../prediction/respond-prediction'
import { postWebhookCallback } from './webhook-callback'
import { rawBodyOf, webhookPayloadOf } from './webhook-payload'
import { checkRequest, checkSignature, webhookStartOf } from './webhook-start'

const ZFlowParams = z.object({ flowId: z.string().min(1) })
const ZWebhookQuery = z.record(z.string(), z.union([z.string(), z.array(z.string())]))
const ZAccepted = z.object({ chatId: z.string(), status: z.literal('PROCESSING') })
const WEBHOOK_BODY_LIMIT = 5 * 1024 * 1024

/**
 * `/webhook/:flowId` (Flowise's path): any of the methods a webhook Start may take. The flow's access is
 * the prediction API's (`flowApi`: its API key, else only public flows), then its gates (allowed domains,
 * rate limit), then the Start's own rules: the signature, the method, the Content-Type, the declared
 * shape. The request becomes the run's `$webhook` and, by the Start's input mode, its question.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  // The body is kept raw: the signature is computed over its bytes, and the Start decides how to read it.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body))
  app.route({
    method: [...WEBHOOK_METHODS],
    url: '/webhook/:flowId',
    bodyLimit: WEBHOOK_BODY_LIMIT,
    config: { policy: 'flowApi' },
    schema: {
      tags: ['webhook'],
      summary: 'Start an agent flow whose Start is a webhook trigger, with this request as its input',
      params: ZFlowParams,
      querystring: ZWebhookQuery,
      response: {
        200: ZPredictionResponse,
        202: ZAccepted,
        ...errorResponses(400, 401, 404, 405, 413, 415, 422, 429, 500, 502, 504),
      },
    },
    handler: async (request, reply) => {
      const access = requireFlow(request)
      const flow = await loadPredictionFlow(deps.db, { unikId: access.unikId, flowId: access.id }, 'live')
      checkAllowedOrigin(deps, request, flow.settings)
      await checkRateLimit(deps, request, flow.id, flow.settings)
      const start = webhookStartOf(deps.keyring, flow)
      const raw = rawBodyOf(request)
      checkSignature(start, request.headers, raw)
      const contentType = request.headers['content-type']
      const fits = { method: request.method, contentType, hasBody: raw.length > 0 }
      // Method and Content-Type first: a body is read only once it is of the type the Start takes.
      checkRequest(
        { ...start, settings: { ...start.settings, validation: undefined } },
        { ...fits, payload: EMPTY },
      )
      const payload = webhookPayloadOf(request, request.query, start.settings.verify?.header)
      checkRequest(start, { ...fits, payload })
      const input: Omit<PredictionInput, 'signal' | 'onEvent'> = {
        unikId: access.unikId,
        flowId: access.id,
        body: {
          question: webhookQuestion(start.settings, payload),
          webhook: payload,
          chatId: timeOrderedId(),
        },
        chatType: 'EXTERNAL',
        source: 'webhook',
        log: request.log,
        flow,
      }
      const mode = start.settings.responseMode
      if (mode === 'stream' && flow.isStreaming) return streamPrediction(deps, input, reply)
      if (mode !== 'async') return answerPrediction(deps, input, reply)
      runInBackground(deps, input, { url: start.settings.callbackUrl, secret: start.callbackSecret })
      return reply.code(202).send({ chatId: input.body.chatId ?? '', status: 'PROCESSING' as const })
    },
  })
}

const EMPTY = { body: {}, headers: {}, query: {} }

/** An asynchronous webhook run: answered 202 already; its result goes to the Callback URL, if any. */
function runInBackground(
  deps: AppDeps,
  input: Omit<PredictionInput, 'signal' | 'onEvent'>,
  callback: { url: string | undefined; secret: string },
): void {
  const chatId = input.body.chatId ?? ''
  const deliver = async (answer: TPredictionResponse | undefined, error: unknown) => {
    if (!callback.url) {
      if (error) input.log.warn({ err: error, flowId: input.flowId }, 'asynchronous webhook run failed')
      return
    }
    const message = error instanceof AppError ? error.message : 'The run failed'
    await postWebhookCallback(
      deps,
      { url: callback.url, secret: callback.secret },
      answer ? { status: 'SUCCESS', chatId, data: answer } : { status: 'ERROR', chatId, error: message },
    )
  }
  void predict(deps, { ...input, signal: new AbortController().signal })
    .then(
      (answer) => deliver(answer, undefined),
      (error: unknown) => deliver(undefined, error),
    )
    .catch((error: unknown) =>
      input.log.warn({ err: error, flowId: input.flowId }, 'webhook callback could not be delivered'),
    )
}
