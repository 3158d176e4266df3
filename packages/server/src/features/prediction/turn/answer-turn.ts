import type { TEngineServices, TRunResult } from '@unikflow/engine'
import { findSessionTurns } from '../../chat-messages/chat-messages.repository'
import { generateFollowUpPrompts } from '../../flow-config/follow-up-prompts'
import { postProcessAnswer } from '../../flow-config/post-processing'
import { isFollowUpEnabled } from '../../public-chatbot/public-config'
import { readVariablesForRun } from '../../variables/variables.service'
import type { PredictionTurn } from './prediction-turn'

/** The answer after the flow's post-processing function, if it has one. */
async function postProcessed(turn: PredictionTurn, result: TRunResult, sessionId: string): Promise<string> {
  const { deps, flow, code, input } = turn
  if (!code) return result.text
  const [history, variables] = await Promise.all([
    findSessionTurns(deps.db, { unikId: flow.unikId, flowId: flow.id }, sessionId),
    readVariablesForRun(deps, flow.unikId),
  ])
  return postProcessAnswer(
    turn.engine,
    {
      code,
      rawOutput: result.text,
      question: turn.question,
      chatHistory: [...(input.body.history ?? []), ...history],
      chatflowId: flow.id,
      chatId: turn.chatId,
      sessionId,
      sourceDocuments: result.sourceDocuments,
      usedTools: result.usedTools,
      vars: Object.fromEntries(variables.map((v) => [v.name, v.value])),
    },
    input.log,
  )
}

/**
 * The turn's final answer: post-processed (then streamed as one token), with the follow-up questions the
 * flow asks for.
 */
export async function answerTurn(
  turn: PredictionTurn,
  result: TRunResult,
  run: { sessionId: string; services: TEngineServices },
): Promise<{ text: string; followUps: string[] | undefined }> {
  const { flow, input } = turn
  const text = await postProcessed(turn, result, run.sessionId)
  if (turn.code) input.onEvent?.({ event: 'token', data: text })
  const followUps = isFollowUpEnabled(flow.settings)
    ? await generateFollowUpPrompts(
        { engine: turn.engine, services: run.services, log: input.log },
        { flowId: flow.id, settings: flow.settings, question: turn.question, answer: text },
      )
    : undefined
  return { text, followUps }
}
