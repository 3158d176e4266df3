import { randomUUID } from 'node:crypto'
import type { TAgentflowAnswer } from './agentflow-run-types'
import { APPROVE, REJECT, type TPause, type TV2Execution } from './v2-execution-run'

/**
 * Keeps the paused execution for the session (state, outputs, conversation, loop counts, the Iteration
 * it paused in) and answers with the action the chat shows: Proceed / Reject, and the tool calls waiting.
 */
export async function pauseExecution(
  x: TV2Execution,
  pause: TPause,
): Promise<NonNullable<TAgentflowAnswer['action']>> {
  const { execution } = x
  await x.paused.save(x.options.flowId, x.sessionId, {
    nodeId: pause.nodeId,
    question: x.run.question,
    ...(x.run.form ? { form: x.run.form } : {}),
    ...(x.run.webhook ? { webhook: x.run.webhook } : {}),
    state: execution.state,
    outputs: [...execution.outputs],
    executed: execution.executed,
    runMessages: execution.runMessages,
    loopCounts: [...execution.loopCounts],
    ...(pause.data !== undefined ? { data: pause.data } : {}),
    ...(pause.iteration ? { iteration: pause.iteration } : {}),
  })
  return {
    id: randomUUID(),
    mapping: { approve: APPROVE, reject: REJECT, toolCalls: [...pause.toolCalls] },
    elements: [
      { type: 'approve-button', label: APPROVE },
      { type: 'reject-button', label: REJECT },
    ],
  }
}
