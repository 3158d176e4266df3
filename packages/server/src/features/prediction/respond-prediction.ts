import { replyHeaders } from '../../http/reply-headers'
import type { FastifyReply } from 'fastify'
import type { TPredictionResponse } from '@unikflow/graph'
import type { TRunEvent } from '@unikflow/engine'
import { AppError } from '../../errors/app-error'
import { predict, type PredictDeps } from './predict'
import { PredictionAbortedError, type PredictionInput } from './run-prediction'
import { SseWriter, type SseEvent } from './sse'

type Deps = PredictDeps

/** Names the `overrideConfig` keys a run left out because the flow has not enabled them. */
export const DROPPED_OVERRIDES_HEADER = 'x-unikflow-dropped-overrides'

/** Flowise's metadata event: the ids a client needs for the next turn and for feedback. */
function metadataOf(answer: TPredictionResponse): Record<string, unknown> {
  return {
    chatId: answer.chatId,
    chatMessageId: answer.chatMessageId,
    question: answer.question,
    sessionId: answer.sessionId,
    ...(answer.memoryType ? { memoryType: answer.memoryType } : {}),
    ...(answer.warning ? { warning: answer.warning } : {}),
    ...(answer.droppedOverrides ? { droppedOverrides: answer.droppedOverrides } : {}),
    // Flowise sends the follow-ups parsed here (the JSON answer has them as JSON text).
    ...(answer.followUpPrompts ? { followUpPrompts: JSON.parse(answer.followUpPrompts) as unknown } : {}),
  }
}

/** Stops the run when the client goes away before the answer is complete. */
export function abortOnDisconnect(reply: FastifyReply): AbortSignal {
  const controller = new AbortController()
  const res = reply.raw
  // The client may have hung up already, while its request was read, authorised or its flow loaded:
  // the 'close' event is then past, and the run would go on to the end and be stored as a success.
  if (res.destroyed || res.socket?.destroyed) controller.abort()
  else
    res.once('close', () => {
      if (!res.writableFinished) controller.abort()
    })
  return controller.signal
}

/** A JSON answer; a client that disconnected gets nothing (its run was stopped). */
export async function answerPrediction(
  deps: Deps,
  input: Omit<PredictionInput, 'signal' | 'onEvent'>,
  reply: FastifyReply,
): Promise<TPredictionResponse | FastifyReply> {
  try {
    const answer = await predict(deps, { ...input, signal: abortOnDisconnect(reply) })
    if (answer.droppedOverrides) reply.header(DROPPED_OVERRIDES_HEADER, answer.droppedOverrides.join(', '))
    return answer
  } catch (error) {
    if (!(error instanceof PredictionAbortedError)) throw error
    reply.hijack()
    reply.raw.destroy()
    return reply
  }
}

/**
 * Server-Sent Events in Flowise's format: start, token…, sourceDocuments, usedTools, metadata, end.
 * Nothing is written until the run produced something, so errors found first (a refused override,
 * a broken flow) still answer with their HTTP status; later ones become an `error` event.
 */
export async function streamPrediction(
  deps: Deps,
  input: Omit<PredictionInput, 'signal' | 'onEvent'>,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const sse = new SseWriter(reply.raw, replyHeaders(reply))
  let pendingStart: SseEvent | undefined
  const send = (e: SseEvent) => {
    if (!sse.isOpen) reply.hijack()
    if (pendingStart) {
      const start = pendingStart
      pendingStart = undefined
      sse.send(start)
    }
    sse.send(e)
  }
  const onEvent = (e: TRunEvent) => {
    if (e.event === 'start') pendingStart = e
    // The server sends its own metadata (with the stored message id) and end; errors after the run.
    else if (e.event !== 'metadata' && e.event !== 'end' && e.event !== 'error') send(e)
  }
  try {
    const answer = await predict(deps, { ...input, signal: abortOnDisconnect(reply), onEvent })
    send({ event: 'metadata', data: metadataOf(answer) })
    send({ event: 'end', data: '[DONE]' })
  } catch (error) {
    if (error instanceof PredictionAbortedError) {
      // Stopped by its chat (Flowise's Stop) while the client still listens: it hears so, as from Flowise.
      if (!reply.raw.destroyed && reply.raw.socket?.destroyed === false) {
        send({ event: 'abort', data: '[DONE]' })
        sse.end()
        return reply
      }
      if (!sse.isOpen) reply.hijack()
      reply.raw.destroy()
      return reply
    }
    if (!sse.isOpen) throw error
    if (!(error instanceof AppError)) input.log.error({ err: error }, 'prediction failed while streaming')
    send({ event: 'error', data: error instanceof AppError ? error.message : 'Internal Server Error' })
    send({ event: 'end', data: '[DONE]' })
  }
  sse.end()
  return reply
}
