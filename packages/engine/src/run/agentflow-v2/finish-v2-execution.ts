import type { TAgentflowAnswer } from './agentflow-run-types'
import type { TV2Execution } from './v2-execution-run'

/**
 * The execution's closing events (the answer as one token when none streamed, reasoning, the action of a
 * pause, sources, tools, the executed nodes, metadata, end) and its answer with the trace.
 */
export function finishV2Execution(
  x: TV2Execution,
  text: string,
  action: TAgentflowAnswer['action'] | undefined,
): TAgentflowAnswer {
  const { emit, execution, options } = x
  if (x.streamed === 0 && text) emit({ event: 'token', data: text })
  if (x.reasoning.length > 0) emit({ event: 'agentReasoning', data: x.reasoning })
  if (action) emit({ event: 'action', data: action })
  if (execution.sourceDocuments.length) emit({ event: 'sourceDocuments', data: execution.sourceDocuments })
  if (execution.usedTools.length) emit({ event: 'usedTools', data: execution.usedTools })
  if (execution.artifacts.length) emit({ event: 'artifacts', data: execution.artifacts })
  if (execution.fileAnnotations.length) emit({ event: 'fileAnnotations', data: execution.fileAnnotations })
  emit({ event: 'agentFlowExecutedData', data: execution.executed })
  emit({
    event: 'metadata',
    data: {
      chatId: options.chatId,
      sessionId: x.sessionId,
      chatflowId: options.flowId,
      question: options.question,
    },
  })
  emit({ event: 'end', data: '[DONE]' })
  x.trace.durationMs = Date.now() - x.started
  return {
    text,
    agentReasoning: x.reasoning,
    ...(action ? { action } : {}),
    ...(execution.usedTools.length ? { usedTools: execution.usedTools } : {}),
    ...(execution.sourceDocuments.length ? { sourceDocuments: execution.sourceDocuments } : {}),
    ...(execution.artifacts.length ? { artifacts: execution.artifacts } : {}),
    ...(execution.fileAnnotations.length ? { fileAnnotations: execution.fileAnnotations } : {}),
    agentFlowExecutedData: execution.executed,
    trace: x.trace,
    ...(x.dropped?.length ? { droppedOverrides: x.dropped } : {}),
  }
}
