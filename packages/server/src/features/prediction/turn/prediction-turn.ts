import type { EngineModule } from '../load-engine'
import type { RunChatStore } from '../db-chat-store'
import type { PredictionFlow } from '../prediction-flow'
import type { UploadRecord } from '../../chat-uploads/chat-files'
import type { PredictionDeps, PredictionInput, Upload } from '../prediction-input'

/** One question to a flow as the prediction APIs take it, from its preparation to its stored answer. */
export interface PredictionTurn {
  readonly deps: PredictionDeps
  readonly input: PredictionInput
  readonly target: { readonly unikId: string; readonly flowId: string }
  readonly flow: PredictionFlow
  readonly engine: EngineModule
  readonly chatId: string
  /** `overrideConfig.sessionId`, when the caller chose the session. */
  readonly overrideSession: string | undefined
  /** The session the caller asked for (override, else its chatId), if any. */
  readonly requestedSession: string | undefined
  /** What the turn's message keeps of its uploads (Flowise's names, never the data). */
  readonly uploadRecords: readonly UploadRecord[]
  /** The uploads the flow's nodes read: images, files, links (recordings became the question). */
  readonly files: readonly Upload[]
  readonly question: string
  /** The File upload tab's files as `<doc name='…'>…</doc>` blocks, sent before the question. */
  readonly documents: string
  readonly memoryStore: RunChatStore
  readonly runId: string
  readonly startedAt: Date
  /** The flow's post-processing function, if it has one. */
  readonly code: string | undefined
}
