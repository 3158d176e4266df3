import { randomUUID } from 'node:crypto'
import type { BaseMessage } from '@langchain/core/messages'
import type { BaseChatModel } from '@langchain/core/language_models/chat_models'
import { textOf, toolCallsOf } from './seq-messages'
import { lazyImport, type SequentialGraph } from '@unikflow/nodes'

const langchainCoreMessages = lazyImport(() => import('@langchain/core/messages'))

/** Flowise's human-in-the-loop action: the chat shows the buttons; their label is sent back as the question. */
export type TAgentAction = {
  readonly id: string
  readonly mapping: { readonly approve: string; readonly reject: string; readonly toolCalls: unknown[] }
  readonly elements: { type: 'approve-button' | 'reject-button'; label: string }[]
}

export const APPROVE_LABEL = 'Proceed'
export const REJECT_LABEL = 'Reject'
export const REJECTED_TOOL = 'The user rejected this tool call; do not run it. Answer without it.'
const TOOLS_SUFFIX = '_tools'

export const toolsNodeOf = (nodeId: string) => `${nodeId}${TOOLS_SUFFIX}`

/** The step whose texts word a pause at `paused`: a Tool Node, or the Agent owning that tool node. */
function approvalStepOf(graph: SequentialGraph, paused: string) {
  const step = graph.steps.get(paused.endsWith(TOOLS_SUFFIX) ? paused.slice(0, -TOOLS_SUFFIX.length) : paused)
  return step?.kind === 'tool' || step?.kind === 'agent' ? step : undefined
}

/** The button labels of the paused graph node: the Tool Node's or the Agent's own texts, or the defaults. */
export function labelsOf(graph: SequentialGraph, paused: string): { approve: string; reject: string } {
  const step = approvalStepOf(graph, paused)
  return { approve: step?.approveLabel || APPROVE_LABEL, reject: step?.rejectLabel || REJECT_LABEL }
}

/** The person's answer to a pending approval: a button's label (or approve/reject words), else undefined. */
export function decisionOf(
  question: string,
  labels: { approve: string; reject: string },
): 'approve' | 'reject' | undefined {
  const q = question.trim().toLowerCase()
  if ([labels.approve.toLowerCase(), 'proceed', 'approve', 'yes'].includes(q)) return 'approve'
  if ([labels.reject.toLowerCase(), 'reject', 'no'].includes(q)) return 'reject'
  return undefined
}

export function actionFor(
  labels: { approve: string; reject: string },
  pending: BaseMessage | undefined,
): TAgentAction {
  return {
    id: randomUUID(),
    mapping: { approve: labels.approve, reject: labels.reject, toolCalls: toolCallsOf(pending) },
    elements: [
      { type: 'approve-button', label: labels.approve },
      { type: 'reject-button', label: labels.reject },
    ],
  }
}

/** A Tool Node's or an Agent's question to the person, worded by the Start model from its Approval Prompt. */
export async function approvalText(
  graph: SequentialGraph,
  paused: string,
  model: BaseChatModel,
  pending: BaseMessage | undefined,
  signal: AbortSignal,
): Promise<string> {
  const step = approvalStepOf(graph, paused)
  if (!step?.approvalPrompt.trim()) return ''
  const { HumanMessage } = await langchainCoreMessages()
  const calls = JSON.stringify(toolCallsOf(pending).map((c) => ({ tool: c.name, toolInput: c.args })))
  const answer = await model.invoke([new HumanMessage(step.approvalPrompt.replaceAll('{tools}', calls))], {
    signal,
  })
  return textOf(answer)
}
