import type { TRunResult } from '@unikflow/engine'
import { storeBehind, storeTogether } from '../../../db/group-commit'
import { timeOrderedId } from '../../../db/time-ordered-id'
import { insertChatMessages, type NewChatMessage } from '../../chat-messages/chat-messages.repository'
import { messageCounters } from '../stored-behind'
import type { PredictionTurn } from './prediction-turn'

/** The answer's note about what was not stored, when something was not. */
function storageWarning(failed: (string | undefined)[]): string | undefined {
  const names = failed.filter((name): name is string => name !== undefined)
  if (names.length === 0) return undefined
  return `The answer could not be stored (${names.join(', ')}); it is not in the chat history.`
}

/**
 * Stores the turn as two chat messages (the question with its uploads, the answer with what the run
 * added) before the answer goes out; their analytics counters go behind it. Says what could not be stored.
 */
export async function storeTurn(
  turn: PredictionTurn,
  result: TRunResult,
  answer: { text: string; sessionId: string },
): Promise<{ chatMessageId: string; warning: string | undefined }> {
  const { deps, input, target, startedAt } = turn
  const answeredAt = new Date(Math.max(Date.now(), startedAt.getTime() + 1))
  const chatMessageId = timeOrderedId()
  const common = {
    sessionId: answer.sessionId,
    chatId: turn.chatId,
    chatType: input.chatType,
    memoryType: turn.flow.memoryType,
    release: turn.flow.release,
  }
  const messages: NewChatMessage[] = [
    {
      id: timeOrderedId(),
      role: 'userMessage',
      content: turn.question,
      fileUploads: turn.uploadRecords,
      createdAt: startedAt.toISOString(),
      ...common,
    },
    {
      id: chatMessageId,
      role: 'apiMessage',
      content: answer.text,
      sourceDocuments: result.sourceDocuments,
      usedTools: result.usedTools,
      agentReasoning: result.agentReasoning,
      action: result.action,
      agentFlowExecutedData: result.agentFlowExecutedData,
      artifacts: result.artifacts,
      fileAnnotations: result.fileAnnotations,
      createdAt: answeredAt.toISOString(),
      ...common,
    },
  ]
  const failed = await storeTogether(deps.db, input.log, [
    { name: 'chat messages', store: (trx) => insertChatMessages(trx, target, messages) },
  ])
  if (failed[0] === undefined) storeBehind(deps.db, input.log, messageCounters, { target, messages })
  return { chatMessageId, warning: storageWarning(failed) }
}
