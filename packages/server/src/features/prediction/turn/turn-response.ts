import type { TRunResult } from '@unikflow/engine'
import type { TPredictionResponse } from '@unikflow/graph'
import type { PredictionTurn } from './prediction-turn'

/** The prediction API's answer (Flowise's shape): the text and, when present, what the run added to it. */
export function turnResponse(
  turn: PredictionTurn,
  result: TRunResult,
  answer: {
    text: string
    sessionId: string
    chatMessageId: string
    followUps: string[] | undefined
    warning: string | undefined
  },
): TPredictionResponse {
  const { memoryType } = turn.flow
  return {
    text: answer.text,
    question: turn.question,
    chatId: turn.chatId,
    chatMessageId: answer.chatMessageId,
    sessionId: answer.sessionId,
    ...(memoryType ? { memoryType } : {}),
    ...(result.sourceDocuments?.length ? { sourceDocuments: [...result.sourceDocuments] } : {}),
    ...(result.usedTools?.length ? { usedTools: [...result.usedTools] } : {}),
    ...(result.artifacts?.length ? { artifacts: [...result.artifacts] } : {}),
    ...(result.fileAnnotations?.length ? { fileAnnotations: [...result.fileAnnotations] } : {}),
    ...(result.agentReasoning?.length ? { agentReasoning: [...result.agentReasoning] } : {}),
    ...(result.action ? { action: result.action } : {}),
    ...(result.agentFlowExecutedData ? { agentFlowExecutedData: [...result.agentFlowExecutedData] } : {}),
    ...(result.json !== undefined ? { json: result.json } : {}),
    ...(answer.followUps ? { followUpPrompts: JSON.stringify(answer.followUps) } : {}),
    ...(answer.warning ? { warning: answer.warning } : {}),
    ...(result.droppedOverrides?.length ? { droppedOverrides: [...result.droppedOverrides] } : {}),
  }
}
