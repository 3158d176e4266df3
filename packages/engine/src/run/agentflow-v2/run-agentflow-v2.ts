import type { TFlowData } from '@unikflow/graph'
import { failRun } from '../fail-run'
import type { TRunEvent } from '../events'
import type { TRunTrace } from '../trace'
import type { TAgentflowAnswer, TAgentflowRunOptions } from './agentflow-run-types'
import { finishV2Execution } from './finish-v2-execution'
import { pauseExecution } from './pause-execution'
import { prepareV2Execution } from './prepare-v2-execution'
import { levelOf } from './v2-levels'
import { walkLevel } from './walk-level'

export { isAgentflowV2 } from './v2-levels'

/**
 * Runs an Agentflow v2 flow the way Flowise's executor does (docs/architecture.md#agentflow-v2): from
 * Start along the edges (`Walk`), one node at a time, sharing the flow state and the run's conversation;
 * a Loop queues its target again, an Iteration runs its inner nodes per item, a Human Input pauses the
 * execution (kept per session) until a message proceeds or rejects.
 */
export async function runAgentflowV2(
  options: TAgentflowRunOptions,
  flow: TFlowData,
): Promise<TAgentflowAnswer> {
  const signal = options.signal ?? new AbortController().signal
  const started = Date.now()
  const trace: TRunTrace = { startedAt: new Date(started).toISOString(), durationMs: 0, nodes: [], usage: [] }
  const emit = (e: TRunEvent) => {
    if (options.onEvent && !signal.aborted) options.onEvent(e)
  }
  try {
    emit({ event: 'start', data: '' })
    const x = await prepareV2Execution(options, flow, { signal, started, trace, emit })
    const end = await walkLevel(x, levelOf(options.services.nodes, flow, undefined), x.from)
    const action = end.pause ? await pauseExecution(x, end.pause) : undefined
    if (x.persist && !end.pause) await x.paused.saveState(options.flowId, x.sessionId, x.execution.state)
    return finishV2Execution(x, end.pause?.description ?? end.answer ?? '', action)
  } catch (e) {
    throw failRun(e, { started, trace, emit })
  }
}
