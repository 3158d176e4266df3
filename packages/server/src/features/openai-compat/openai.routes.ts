import { replyHeaders } from '../../http/reply-headers'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import {
  ZOpenAIChatCompletion,
  ZOpenAIChatRequest,
  ZOpenAIModelList,
  ZReleaseNumber,
  type TOpenAIChatRequest,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { AppError } from '../../errors/app-error'
import { errorResponses } from '../../http/common.schemas'
import { requireFlow } from '../../plugins/policies'
import { publicFlowGates } from '../prediction/prediction.routes'
import { abortOnDisconnect } from '../prediction/respond-prediction'
import { predict } from '../prediction/predict'
import { PredictionAbortedError, type PredictionInput } from '../prediction/run-prediction'
import { SseWriter } from '../prediction/sse'
import { chunkFrame, toCompletion, toPredictionBody } from './openai-mapping'

const tags = ['openai compatible']
const ZFlowParams = z.object({ flowId: z.string().min(1) })
/** The flow's live release answers; `?release=N` pins another (an unknown one is a 404). */
const ZOpenAIQuery = z.object({
  release: ZReleaseNumber.optional().describe('Run this release of the flow instead of the live one'),
})

/**
 * Each flow as an OpenAI-compatible chat endpoint (base URL `/api/v1/openai/<flowId>`), so any OpenAI
 * SDK can talk to it: the flow's API key is the SDK's API key; public flows need none.
 */
export const openAICompatRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/openai/:flowId/models',
    {
      config: { policy: 'flowApi' },
      schema: { tags, params: ZFlowParams, response: { 200: ZOpenAIModelList, ...errorResponses(404) } },
    },
    async (request) => ({
      object: 'list' as const,
      data: [{ id: requireFlow(request).id, object: 'model' as const, created: 0, owned_by: 'unikflow' }],
    }),
  )

  app.post(
    '/openai/:flowId/chat/completions',
    {
      config: { policy: 'flowApi' },
      preValidation: publicFlowGates(deps),
      schema: {
        tags,
        summary: 'OpenAI chat completions (stream or not) answered by the flow',
        params: ZFlowParams,
        querystring: ZOpenAIQuery,
        body: ZOpenAIChatRequest,
        response: { 200: ZOpenAIChatCompletion, ...errorResponses(400, 403, 404, 422, 429, 500, 502, 504) },
      },
    },
    async (request, reply) => {
      const flow = requireFlow(request)
      const input = {
        unikId: flow.unikId,
        flowId: flow.id,
        body: { ...toPredictionBody(request.body), release: request.query.release },
        chatType: 'EXTERNAL' as const,
        source: 'openai' as const,
        log: request.log,
      }
      if (request.body.stream) return streamCompletion(deps, input, request.body, reply)
      const answer = await predict(deps, { ...input, signal: abortOnDisconnect(reply) })
      return toCompletion(request.body, flow.id, answer)
    },
  )
}

/** `chat.completion.chunk` events, then `data: [DONE]`; a failure before the first byte is a plain HTTP error. */
async function streamCompletion(
  deps: AppDeps,
  input: Omit<PredictionInput, 'signal' | 'onEvent'>,
  request: TOpenAIChatRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const id = `chatcmpl-${randomUUID()}`
  const model = request.model ?? input.flowId
  const res = reply.raw
  const sse = new SseWriter(res, replyHeaders(reply), () => reply.hijack())
  const write = (frame: string) => {
    if (!sse.isOpen) sse.writeRaw(chunkFrame(id, model, { role: 'assistant', content: '' }))
    sse.writeRaw(frame)
  }
  let streamed = false
  try {
    const answer = await predict(deps, {
      ...input,
      signal: abortOnDisconnect(reply),
      onEvent: (e) => {
        if (e.event !== 'token' || !e.data) return
        streamed = true
        write(chunkFrame(id, model, { content: e.data }))
      },
    })
    if (!streamed) write(chunkFrame(id, model, { content: answer.text }))
    write(chunkFrame(id, model, {}, 'stop'))
    write('data: [DONE]\n\n')
  } catch (error) {
    if (error instanceof PredictionAbortedError) {
      if (!sse.isOpen) reply.hijack()
      res.destroy()
      return reply
    }
    if (!sse.isOpen) throw error
    const message = error instanceof AppError ? error.message : 'Internal Server Error'
    write(`data: ${JSON.stringify({ error: { message, type: 'server_error' } })}\n\n`)
  }
  sse.end()
  return reply
}
