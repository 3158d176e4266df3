import { runAgentflowV2 } from './agentflow-v2/run-agentflow-v2'
import { answerWithGraph } from './chatflow/answer-with-graph'
import { finishChatflowRun } from './chatflow/finish-chatflow-run'
import { failRun } from './fail-run'
import { prepareChatflowRun } from './chatflow/prepare-chatflow-run'
import { walkPlan } from './chatflow/walk-plan'
import type { TRunEvent } from './events'
import { agentflowV2Of } from './plan-run'
import type { TRunFlowOptions, TRunResult } from './run-flow-types'
import type { TRunTrace } from './trace'

export type { TAgentParts, TRunFlowOptions, TRunResult } from './run-flow-types'

/**
 * Runs a stored flow for one question: orders the nodes the ending node needs, resolves their inputs,
 * runs them and answers with the ending node's output. Streams events to `onEvent`; records a trace.
 * An Agentflow v2 flow goes to its own executor; Sequential and Multi Agents end with their graph.
 */
export async function runFlow(options: TRunFlowOptions): Promise<TRunResult> {
  const v2 = agentflowV2Of(options.services.nodes, options.flowId, options.flowData, options.stopNodeId)
  if (v2) return runAgentflowV2(options, v2)
  const signal = options.signal ?? new AbortController().signal
  const started = Date.now()
  const trace: TRunTrace = { startedAt: new Date(started).toISOString(), durationMs: 0, nodes: [], usage: [] }
  const { onEvent } = options
  const emit = (e: TRunEvent) => {
    if (onEvent && !signal.aborted) onEvent(e)
  }
  try {
    emit({ event: 'start', data: '' })
    const run = await prepareChatflowRun(options, { signal, started, trace, emit })
    await walkPlan(run)
    if (run.plan.sequential) await answerWithGraph(run)
    return finishChatflowRun(run)
  } catch (e) {
    throw failRun(e, { started, trace, emit })
  }
}
