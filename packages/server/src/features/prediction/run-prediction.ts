import { assistantAccess } from './assistant-access'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { TRunEventListener } from '@unikflow/engine'
import {
  ErrorCodes,
  parseFlowDataOrEmpty,
  type TChatType,
  type TPredictionResponse,
  type ZPredictionBody,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { documentStoreAccess } from '../document-stores/store-access'
import { NotFoundError, ValidationError } from '../../errors/app-error'
import { timeOrderedId } from '../../db/time-ordered-id'
import {
  findSessionTurns,
  insertChatMessages,
  type NewChatMessage,
} from '../chat-messages/chat-messages.repository'
import type { NewRunTrace } from '../chat-messages/run-traces.repository'
import { messageCounters, runTraces } from './stored-behind'
import { activeSpeechToText } from '../flow-config/flow-settings'
import { isFollowUpEnabled } from '../public-chatbot/public-config'
import { generateFollowUpPrompts } from '../flow-config/follow-up-prompts'
import { exportRunTrace, type RunForExport } from '../flow-config/otlp-export'
import { postProcessAnswer, postProcessingCode } from '../flow-config/post-processing'
import { transcribeAudio } from '../flow-config/speech-to-text'
import { checkUploads, uploadsConfigOf } from '../flow-config/uploads'
import { readVariablesForRun } from '../variables/variables.service'
import { createRunChatStore } from './db-chat-store'
import { agentThreadStore } from './agent-threads.repository'
import { createEngineServices } from './engine-services'
import { loadEngine } from './load-engine'
import { allowedOverridesOf, loadPredictionFlow, type PredictionFlow } from './prediction-flow'
import { runFailureError } from './run-failure-error'
import { runMetricsOf } from '../metrics/metrics'
import { storeBehind, storeTogether } from '../../db/group-commit'

export { PredictionAbortedError } from './run-failure-error'

export type PredictionBody = z.output<typeof ZPredictionBody>

export interface PredictionInput {
  unikId: string
  flowId: string
  body: PredictionBody
  chatType: TChatType
  signal: AbortSignal
  log: FastifyBaseLogger
  /** The flow, when the route already read it (the public route's gates); else the run reads it. */
  flow?: PredictionFlow
  /** Streaming: receives the engine's events (its own metadata/end are left to the caller). */
  onEvent?: TRunEventListener | undefined
  /** How many Execute Flow steps led to this run (0: a request). */
  depth?: number
}

/** Flows an Execute Flow chain may nest (A runs B runs C …) before it is refused. */
const MAX_EXECUTE_FLOW_DEPTH = 5

/** The Human Input decision of an Agentflow v2 body (Flowise's `startNodeId` is not needed: the pause knows its node). */
function humanDecisionOf(input: { type: 'proceed' | 'reject'; feedback?: string | undefined }) {
  return { type: input.type, ...(input.feedback ? { feedback: input.feedback } : {}) }
}

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined
}

function uploadKind(type: string): 'file' | 'audio' | 'url' {
  return type === 'audio' || type === 'url' ? type : 'file'
}

type Deps = Pick<AppDeps, 'db' | 'keyring' | 'config' | 'metrics' | 'vectorIndex'>
type Upload = { name: string; mime: string; data: string; type: 'file' | 'audio' | 'url' }

/** Agentflow v2 turns may come without a question: a Human Input decision, or Start's form. */
function impliedQuestion(body: PredictionBody): string {
  if (body.humanInput)
    return body.humanInput.feedback || (body.humanInput.type === 'proceed' ? 'Proceed' : 'Reject')
  return body.form ? JSON.stringify(body.form) : ''
}

/**
 * The question of this turn: the typed one, or the transcription of a recording when the flow has
 * speech to text on (a recording without it is refused).
 */
async function questionOf(
  deps: Deps,
  flow: PredictionFlow,
  body: PredictionBody,
  audio: Upload[],
  signal: AbortSignal,
) {
  const recording = audio[0]
  if (!recording) return body.question || impliedQuestion(body)
  const provider = activeSpeechToText(flow.settings)
  if (!provider)
    throw new ValidationError('Speech to text is not enabled for this chatflow', ErrorCodes.UploadNotAllowed)
  return transcribeAudio(deps, { unikId: flow.unikId, provider, audio: recording, signal })
}

/** The answer after the flow's post-processing function, if it has one. */
async function finalText(
  deps: Deps,
  input: PredictionInput,
  context: {
    flow: PredictionFlow
    code: string | undefined
    question: string
    chatId: string
    sessionId: string
  },
  result: { text: string; sourceDocuments?: unknown; usedTools?: unknown },
): Promise<string> {
  const { flow, code } = context
  if (!code) return result.text
  const engine = await loadEngine()
  const [history, variables] = await Promise.all([
    findSessionTurns(deps.db, { unikId: flow.unikId, flowId: flow.id }, context.sessionId),
    readVariablesForRun(deps.db, flow.unikId),
  ])
  return postProcessAnswer(
    engine,
    {
      code,
      rawOutput: result.text,
      question: context.question,
      chatHistory: [...(input.body.history ?? []), ...history],
      chatflowId: flow.id,
      chatId: context.chatId,
      sessionId: context.sessionId,
      sourceDocuments: result.sourceDocuments,
      usedTools: result.usedTools,
      vars: Object.fromEntries(variables.map((v) => [v.name, v.value])),
    },
    input.log,
  )
}

/**
 * Runs a flow for one question (the prediction APIs): the flow's upload and speech-to-text settings
 * first, the engine with this unik's services, post processing, follow-up questions, then the turn
 * stored as chat messages before the answer, and the run's trace stored behind it (and sent to the flow's
 * OpenTelemetry collector).
 */
export async function runPrediction(deps: Deps, input: PredictionInput): Promise<TPredictionResponse> {
  const { body } = input
  if (!body.question.trim() && !body.uploads?.length && !body.humanInput && !body.form)
    throw new ValidationError('Question is required')
  const target = { unikId: input.unikId, flowId: input.flowId }
  const [flow, engine] = await Promise.all([input.flow ?? loadPredictionFlow(deps.db, target), loadEngine()])
  const overrideSession = stringOf(body.overrideConfig?.sessionId)
  const chatId = body.chatId ?? overrideSession ?? timeOrderedId()
  const requestedSession = overrideSession ?? body.chatId
  const uploads: Upload[] = (body.uploads ?? []).map((u) => ({
    name: u.name,
    mime: u.mime,
    data: u.data,
    type: uploadKind(u.type),
  }))
  const files = uploads.filter((u) => u.type !== 'audio')
  // The flow's upload settings are read from its nodes only when there is something to check.
  if (files.length > 0)
    checkUploads(files, uploadsConfigOf(parseFlowDataOrEmpty(flow.flowData), flow.settings))
  const question = await questionOf(
    deps,
    flow,
    body,
    uploads.filter((u) => u.type === 'audio'),
    input.signal,
  )
  const memoryStore = createRunChatStore(deps.db, target)
  const depth = input.depth ?? 0
  const services = {
    ...createEngineServices(deps, {
      unikId: input.unikId,
      memoryStore,
      log: input.log,
      documentStores: documentStoreAccess(deps, { unikId: input.unikId, log: input.log }),
      agentThreads: agentThreadStore(deps.db, target),
    }),
    assistants: assistantAccess(deps, input.unikId),
    // Execute Flow: a flow of this unik only (loadPredictionFlow filters by unik), run as a prediction of it.
    async executeFlow(request: {
      flowId: string
      question: string
      sessionId: string
      overrideConfig: object
    }) {
      if (depth >= MAX_EXECUTE_FLOW_DEPTH)
        throw new ValidationError(`Execute Flow goes deeper than ${MAX_EXECUTE_FLOW_DEPTH} flows`)
      const answer = await runPrediction(deps, {
        ...input,
        flowId: request.flowId,
        body: {
          question: request.question,
          chatId: request.sessionId,
          overrideConfig: { ...request.overrideConfig, sessionId: request.sessionId },
        },
        depth: depth + 1,
        onEvent: undefined,
      }).catch((e: unknown) => {
        // A flow of another unik is one that does not exist here (and no provider's 404).
        if (e instanceof NotFoundError) throw new Error('The flow to execute is not in this unik')
        throw e
      })
      return answer.text
    },
  }
  const startedAt = new Date()
  const runId = timeOrderedId()
  const code = postProcessingCode(flow.settings)
  // Post processing replaces the answer after the run: stream it as one token then, not the raw tokens.
  const listener = input.onEvent
  const onEvent: TRunEventListener | undefined =
    listener && code
      ? (e) => {
          if (e.event !== 'token') listener(e)
        }
      : listener
  const exported = (
    run: Omit<RunForExport, 'runId' | 'flowId' | 'flowName' | 'chatId' | 'question' | 'startedAt'>,
  ) =>
    exportRunTrace(
      deps,
      flow.settings.analytic.openTelemetry,
      { ...run, runId, flowId: flow.id, flowName: flow.name, chatId, question, startedAt },
      input.log,
    )

  // The trace and its counters are not part of the answer: stored behind it, with other runs' (storeBehind).
  const storeTrace = (run: Omit<NewRunTrace, 'id' | 'chatId' | 'startedAt'>) =>
    storeBehind(deps.db, input.log, runTraces, {
      target,
      run: { ...run, id: runId, chatId, startedAt: startedAt.toISOString() },
    })

  let result: Awaited<ReturnType<typeof engine.runFlow>>
  try {
    result = await engine.runFlow({
      flowData: flow.flowData,
      question,
      ...(body.history ? { history: body.history } : {}),
      ...(body.overrideConfig ? { overrideConfig: body.overrideConfig } : {}),
      ...allowedOverridesOf(flow.apiConfig),
      chatId,
      // Memory session order: overrideConfig.sessionId, then the chatId the client sent, then the memory
      // node's own setting, then the chat's generated id (the engine falls back to the last two).
      ...(requestedSession ? { sessionId: requestedSession } : {}),
      flowId: flow.id,
      uploads: files,
      ...(body.stopNodeId ? { stopNodeId: body.stopNodeId } : {}),
      ...(body.humanInput ? { humanInput: humanDecisionOf(body.humanInput) } : {}),
      ...(body.form ? { form: body.form } : {}),
      signal: input.signal,
      services,
      ...(onEvent ? { onEvent } : {}),
    })
  } catch (error) {
    if (!(error instanceof engine.RunFailure)) throw error
    const mapped = runFailureError(error)
    if (error.kind === 'internal')
      input.log.error({ err: error.cause ?? error }, 'flow run failed through a bug')
    const trace = error.trace
    const durationMs = trace?.durationMs ?? Date.now() - startedAt.getTime()
    const status = error.kind === 'aborted' ? 'aborted' : 'error'
    storeTrace({
      status,
      durationMs,
      nodes: trace?.nodes ?? [],
      usage: trace?.usage ?? [],
      error: error.message,
    })
    deps.metrics?.recordRun(runMetricsOf(flow.id, status, trace))
    exported({
      sessionId: overrideSession ?? chatId,
      durationMs,
      nodes: trace?.nodes ?? [],
      error: error.message,
    })
    throw mapped
  }

  const sessionId = memoryStore.savedSessionId ?? overrideSession ?? chatId
  const text = await finalText(deps, input, { flow, code, question, chatId, sessionId }, result)
  if (code) input.onEvent?.({ event: 'token', data: text })
  const followUps = isFollowUpEnabled(flow.settings)
    ? await generateFollowUpPrompts(
        { engine, services, log: input.log },
        { flowId: flow.id, settings: flow.settings, question, answer: text },
      )
    : undefined
  const answeredAt = new Date(Math.max(Date.now(), startedAt.getTime() + 1))
  const chatMessageId = timeOrderedId()
  const common = { sessionId, chatId, chatType: input.chatType, memoryType: flow.memoryType }
  const messages: NewChatMessage[] = [
    {
      id: timeOrderedId(),
      role: 'userMessage',
      content: question,
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
      content: text,
      sourceDocuments: result.sourceDocuments,
      usedTools: result.usedTools,
      agentReasoning: result.agentReasoning,
      action: result.action,
      createdAt: answeredAt.toISOString(),
      ...common,
    },
  ]
  const failed = await storeTogether(deps.db, input.log, [
    { name: 'chat messages', store: (trx) => insertChatMessages(trx, target, messages) },
  ])
  // Their analytics counters, like the trace's, are not part of the answer: stored behind it.
  if (failed[0] === undefined) storeBehind(deps.db, input.log, messageCounters, { target, messages })
  storeTrace({
    status: 'success',
    durationMs: result.trace.durationMs,
    nodes: result.trace.nodes,
    usage: result.trace.usage,
    error: undefined,
  })
  const warning = storageWarning(failed)
  deps.metrics?.recordRun(runMetricsOf(flow.id, 'success', result.trace))
  exported({ sessionId, durationMs: result.trace.durationMs, nodes: result.trace.nodes, error: undefined })
  return {
    text,
    question,
    chatId,
    chatMessageId,
    sessionId,
    ...(flow.memoryType ? { memoryType: flow.memoryType } : {}),
    ...(result.sourceDocuments?.length ? { sourceDocuments: [...result.sourceDocuments] } : {}),
    ...(result.usedTools?.length ? { usedTools: [...result.usedTools] } : {}),
    ...(result.agentReasoning?.length ? { agentReasoning: [...result.agentReasoning] } : {}),
    ...(result.action ? { action: result.action } : {}),
    ...(result.agentFlowExecutedData ? { agentFlowExecutedData: [...result.agentFlowExecutedData] } : {}),
    ...(result.json !== undefined ? { json: result.json } : {}),
    ...(followUps ? { followUpPrompts: JSON.stringify(followUps) } : {}),
    ...(warning ? { warning } : {}),
  }
}

/** The answer's note about what was not stored, when something was not. */
function storageWarning(failed: (string | undefined)[]): string | undefined {
  const names = failed.filter((name): name is string => name !== undefined)
  if (names.length === 0) return undefined
  return `The answer could not be stored (${names.join(', ')}); it is not in the chat history.`
}
