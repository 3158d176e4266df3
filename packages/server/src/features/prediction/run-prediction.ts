import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { TRunEventListener, TRunTrace } from '@unikflow/engine'
import { ErrorCodes, type TChatType, type TPredictionResponse, type ZPredictionBody } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { AppError, ForbiddenError, ValidationError } from '../../errors/app-error'
import { insertChatMessages } from '../chat-messages/chat-messages.repository'
import { insertRunTrace } from '../chat-messages/run-traces.repository'
import { createRunChatStore } from './db-chat-store'
import { createEngineServices } from './engine-services'
import { loadEngine } from './load-engine'
import { allowedOverridesOf, loadPredictionFlow } from './prediction-flow'

export type PredictionBody = z.output<typeof ZPredictionBody>

export interface PredictionInput {
  unikId: string
  flowId: string
  body: PredictionBody
  chatType: TChatType
  signal: AbortSignal
  log: FastifyBaseLogger
  /** Streaming: receives the engine's events (its own metadata/end are left to the caller). */
  onEvent?: TRunEventListener
}

/** A run the client stopped (it disconnected): nothing to answer, nothing stored but the trace. */
export class PredictionAbortedError extends Error {}

/** A failing node or flow answers 500 with the engine's message (it names the node), as Flowise does. */
export class FlowRunError extends AppError {
  constructor(message: string) {
    super(500, ErrorCodes.FlowRunFailed, message)
  }
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined
}

function uploadKind(type: string): 'file' | 'audio' | 'url' {
  return type === 'audio' || type === 'url' ? type : 'file'
}

function traceOf(error: unknown): TRunTrace | undefined {
  const trace: unknown = error instanceof Error ? Reflect.get(error, 'trace') : undefined
  // runFlow attaches its TRunTrace to every error it throws (engine run-flow.ts); checked loosely here.
  return trace && typeof trace === 'object' && 'nodes' in trace ? (trace as TRunTrace) : undefined
}

/** Engine errors → our typed errors (the engine is loaded lazily, so classes are compared by name). */
function toAppError(error: unknown): Error {
  if (!(error instanceof Error)) return new FlowRunError(String(error))
  switch (error.name) {
    case 'OverrideNotAllowedError':
      return new ForbiddenError(
        `${error.message}. Overrides are off unless the flow's API configuration allows them ` +
          '(apiConfig.overrideConfig: status, and the node properties or variables allowed)',
        ErrorCodes.OverrideNotAllowed,
      )
    case 'RunAbortedError':
      return new PredictionAbortedError(error.message)
    case 'FlowBuildError':
    case 'NodeRunError':
    case 'SandboxError':
      return new FlowRunError(error.message)
    default:
      return error instanceof AppError ? error : new FlowRunError(error.message)
  }
}

/**
 * Runs a flow for one question (the prediction APIs): the engine with this unik's services, then the
 * question and answer stored as chat messages and the run's trace stored for the Logs dialog.
 */
export async function runPrediction(
  deps: Pick<AppDeps, 'db' | 'keyring' | 'config'>,
  input: PredictionInput,
): Promise<TPredictionResponse> {
  const { body } = input
  if (!body.question.trim() && !body.uploads?.length) throw new ValidationError('Question is required')
  const target = { unikId: input.unikId, flowId: input.flowId }
  const [flow, engine] = await Promise.all([loadPredictionFlow(deps.db, target), loadEngine()])
  const overrideSession = stringOf(body.overrideConfig?.sessionId)
  const chatId = body.chatId ?? overrideSession ?? randomUUID()
  const memoryStore = createRunChatStore(deps.db, target)
  const services = createEngineServices(deps, { unikId: input.unikId, memoryStore, log: input.log })
  const startedAt = new Date()
  const runId = randomUUID()
  const uploads = (body.uploads ?? []).map((u) => ({
    name: u.name,
    mime: u.mime,
    data: u.data,
    type: uploadKind(u.type),
  }))

  let result: Awaited<ReturnType<typeof engine.runFlow>>
  try {
    result = await engine.runFlow({
      flowData: flow.flowData,
      question: body.question,
      ...(body.history ? { history: body.history } : {}),
      ...(body.overrideConfig ? { overrideConfig: body.overrideConfig } : {}),
      ...allowedOverridesOf(flow.apiConfig),
      chatId,
      ...(overrideSession ? { sessionId: overrideSession } : {}),
      flowId: flow.id,
      uploads,
      ...(body.stopNodeId ? { stopNodeId: body.stopNodeId } : {}),
      signal: input.signal,
      services,
      ...(input.onEvent ? { onEvent: input.onEvent } : {}),
    })
  } catch (error) {
    const mapped = toAppError(error)
    const trace = traceOf(error)
    await insertRunTrace(deps.db, target, {
      id: runId,
      chatId,
      status: mapped instanceof PredictionAbortedError ? 'aborted' : 'error',
      startedAt: startedAt.toISOString(),
      durationMs: trace?.durationMs ?? Date.now() - startedAt.getTime(),
      nodes: trace?.nodes ?? [],
      error: mapped.message,
    })
    throw mapped
  }

  const sessionId = memoryStore.savedSessionId ?? overrideSession ?? chatId
  const answeredAt = new Date(Math.max(Date.now(), startedAt.getTime() + 1))
  const chatMessageId = randomUUID()
  const common = { sessionId, chatId, chatType: input.chatType, memoryType: flow.memoryType }
  await insertChatMessages(deps.db, target, [
    {
      id: randomUUID(),
      role: 'userMessage',
      content: body.question,
      fileUploads: uploads.map((u) => ({
        name: u.name,
        mime: u.mime,
        type: u.type,
        size: Buffer.byteLength(u.data, 'base64'),
      })),
      createdAt: startedAt.toISOString(),
      ...common,
    },
    {
      id: chatMessageId,
      role: 'apiMessage',
      content: result.text,
      sourceDocuments: result.sourceDocuments,
      usedTools: result.usedTools,
      createdAt: answeredAt.toISOString(),
      ...common,
    },
  ])
  await insertRunTrace(deps.db, target, {
    id: runId,
    chatId,
    status: 'success',
    startedAt: startedAt.toISOString(),
    durationMs: result.trace.durationMs,
    nodes: result.trace.nodes,
    error: undefined,
  })
  return {
    text: result.text,
    question: body.question,
    chatId,
    chatMessageId,
    sessionId,
    ...(flow.memoryType ? { memoryType: flow.memoryType } : {}),
    ...(result.sourceDocuments?.length ? { sourceDocuments: [...result.sourceDocuments] } : {}),
    ...(result.usedTools?.length ? { usedTools: [...result.usedTools] } : {}),
    ...(result.json !== undefined ? { json: result.json } : {}),
  }
}
