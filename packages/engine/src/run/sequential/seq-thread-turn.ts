import type { BaseMessage } from '@langchain/core/messages'
import type { TSeqStep } from '@unikflow/nodes'
import { actionFor, approvalText, decisionOf, labelsOf, REJECTED_TOOL } from './seq-approval'
import { textOf, toolCallsOf } from './seq-messages'
import type { TSeqState } from './seq-state'
import type { TStepContext } from './seq-steps'
import {
  RECURSION_LIMIT,
  type TAgentReasoning,
  type TCompiledGraph,
  type TRunConfig,
  type TSeqAnswer,
  type TSeqRunOptions,
} from './seq-run-types'

/**
 * What this message adds to the thread: a new question, or (the thread paused before a tool awaiting
 * approval) the decision — a rejection answers the waiting tool calls as refused — and the run goes on.
 */
export async function threadInput(
  app: TCompiledGraph,
  config: TRunConfig,
  options: TSeqRunOptions,
  lc: TStepContext['lc'],
): Promise<Partial<TSeqState> | null> {
  const { graph, question } = options
  let input: Partial<TSeqState> | null = { messages: [new lc.HumanMessage(question)] }
  const waiting = await app.getState(config)
  const pausedAt = waiting.next[0]
  if (pausedAt !== undefined) {
    const decision = decisionOf(question, labelsOf(graph, pausedAt))
    if (decision !== 'approve') {
      const refusals = toolCallsOf(waiting.values.messages.at(-1)).map(
        (call) =>
          new lc.ToolMessage({ content: REJECTED_TOOL, tool_call_id: call.id ?? '', name: call.name }),
      )
      await app.updateState(config, { messages: refusals }, pausedAt)
    }
    // Approved or rejected, the run goes on from where it stopped; any other text is a new question after it.
    if (decision !== undefined) input = null
  }

  return input
}

/** Runs the graph until it ends or pauses; a run past the recursion limit says a Loop may never end. */
export async function streamToEnd(
  app: TCompiledGraph,
  config: TRunConfig,
  input: Partial<TSeqState> | null,
): Promise<void> {
  try {
    for await (const _update of await app.stream(input, { ...config, streamMode: 'updates' })) {
      // The steps report themselves (ctx.report); the updates only drive the run.
    }
  } catch (e) {
    if (e instanceof Error && e.name === 'GraphRecursionError')
      throw new Error(
        `The agent flow took more than ${RECURSION_LIMIT} steps without reaching an End node (recursion limit); a Loop may never end`,
        { cause: e },
      )
    throw e
  }
}

/**
 * The run's answer from the thread's final state: at a pause, the approval text and its action (sent as
 * an `action` event); else the last AI message, with the agents' reasoning and the tools they used.
 */
export async function readSeqAnswer(
  options: TSeqRunOptions,
  done: { next: string[]; values: TSeqState },
  run: { start: Extract<TSeqStep, { kind: 'start' }>; reasoning: TAgentReasoning[]; ctx: TStepContext },
): Promise<TSeqAnswer> {
  const { graph } = options
  const { start, reasoning, ctx } = run
  const messages: BaseMessage[] = done.values.messages
  const usedTools = ctx.usedTools
  const paused = done.next[0]
  if (paused !== undefined) {
    const action = actionFor(labelsOf(graph, paused), messages.at(-1))
    const text = await approvalText(graph, paused, start.model, messages.at(-1), options.signal)
    options.emit('action', action)
    return { text, agentReasoning: reasoning, action, usedTools }
  }
  const last = [...messages].reverse().find((m) => m.getType() === 'ai')
  return { text: textOf(last), agentReasoning: reasoning, ...(usedTools.length ? { usedTools } : {}) }
}
