import { ErrorCodes } from '@unikflow/graph'
import { ValidationError } from '../../../errors/app-error'
import { timeOrderedId } from '../../../db/time-ordered-id'
import { activeSpeechToText } from '../../flow-config/flow-settings'
import { postProcessingCode } from '../../flow-config/post-processing'
import { transcribeAudio } from '../../flow-config/speech-to-text'
import { prepareChatFiles } from '../../chat-uploads/chat-files'
import { createRunChatStore } from '../db-chat-store'
import { loadEngine } from '../load-engine'
import { loadPredictionFlow, type PredictionFlow } from '../prediction-flow'
import {
  releaseSelectorOf,
  type PredictionBody,
  type PredictionDeps,
  type PredictionInput,
  type Upload,
} from '../prediction-input'
import type { PredictionTurn } from './prediction-turn'

function stringOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.length > 0 ? value : undefined
}

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
  deps: PredictionDeps,
  flow: PredictionFlow,
  input: PredictionInput,
  audio: Upload[],
) {
  const recording = audio[0]
  if (!recording) return input.body.question || impliedQuestion(input.body)
  const provider = activeSpeechToText(flow.settings)
  if (!provider)
    throw new ValidationError('Speech to text is not enabled for this chatflow', ErrorCodes.UploadNotAllowed)
  return transcribeAudio(deps, { unikId: flow.unikId, provider, audio: recording, signal: input.signal })
}

/**
 * A turn ready to run: something asked, the flow and the engine loaded, the chat and session chosen, the
 * uploads checked against the flow's settings, a recording transcribed into the question.
 */
export async function prepareTurn(deps: PredictionDeps, input: PredictionInput): Promise<PredictionTurn> {
  const { body } = input
  // A webhook or a schedule may start a run with no input at all (its Start's "No Input").
  const triggered = body.webhook !== undefined || input.source === 'schedule'
  if (!body.question.trim() && !body.uploads?.length && !body.humanInput && !body.form && !triggered)
    throw new ValidationError('Question is required')
  const target = { unikId: input.unikId, flowId: input.flowId }
  const [flow, engine] = await Promise.all([
    input.flow ?? loadPredictionFlow(deps.db, target, releaseSelectorOf(input.body, input.chatType)),
    loadEngine(),
  ])
  const overrideSession = stringOf(body.overrideConfig?.sessionId)
  const chatId = body.chatId ?? overrideSession ?? timeOrderedId()
  // Checked against the flow's upload settings, files kept with the chat, the File upload tab's read to text.
  const chatFiles = await prepareChatFiles(deps, {
    flow,
    chatId,
    uploads: body.uploads ?? [],
    log: input.log,
  })
  const question = await questionOf(deps, flow, input, chatFiles.audio)
  return {
    deps,
    input,
    target,
    flow,
    engine,
    chatId,
    overrideSession,
    requestedSession: overrideSession ?? body.chatId,
    uploadRecords: chatFiles.records,
    files: chatFiles.files,
    question,
    documents: chatFiles.documents,
    memoryStore: createRunChatStore(deps.db, target),
    runId: timeOrderedId(),
    startedAt: new Date(),
    code: postProcessingCode(flow.settings),
  }
}
