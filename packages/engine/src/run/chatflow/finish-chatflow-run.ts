import { RunFailure } from '../errors'
import type { TRunResult } from '../run-flow-types'
import type { TChatflowRun } from './chatflow-run'

/**
 * The answer's closing events (the whole answer as one token when none streamed, sources, tools, metadata,
 * end) and the result with its trace.
 */
export function finishChatflowRun(run: TChatflowRun): TRunResult {
  const { answer, emit, options } = run
  if (run.answeredBy === undefined)
    throw new RunFailure('flow', 'No ending node ran: every branch was skipped')
  if (run.streamedTokens === 0 && answer.text) emit({ event: 'token', data: answer.text })
  if (answer.sourceDocuments?.length) emit({ event: 'sourceDocuments', data: answer.sourceDocuments })
  if (answer.usedTools?.length) emit({ event: 'usedTools', data: answer.usedTools })
  emit({
    event: 'metadata',
    data: {
      chatId: options.chatId,
      sessionId: run.context.flowVars.sessionId,
      chatflowId: options.flowId,
      question: options.question,
    },
  })
  emit({ event: 'end', data: '[DONE]' })
  run.trace.durationMs = Date.now() - run.started
  return {
    ...answer,
    trace: run.trace,
    ...(run.endInstance === undefined ? {} : { instance: run.endInstance }),
    ...(run.dropped?.length ? { droppedOverrides: run.dropped } : {}),
  }
}
