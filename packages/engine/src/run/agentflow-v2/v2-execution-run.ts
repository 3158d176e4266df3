import type { TFlowData, TFlowNode } from '@unikflow/graph'
import type { THumanDecision, TNodeLibrary } from '@unikflow/nodes'
import type { TRunEvent } from '../events'
import type { TAgentReasoning } from '../sequential/run-sequential'
import type { TRunTrace } from '../trace'
import type { TAgentflowRunOptions } from './agentflow-run-types'
import type { pausedRuns, TPausedIteration } from './paused-runs'
import type { TExecution } from './run-v2-node'
import type { TV2Run } from './v2-node-context'

export const APPROVE = 'Proceed'
export const REJECT = 'Reject'

/** Where a level's walk stopped at a Human Input. */
export type TPause = {
  readonly nodeId: string
  readonly description: string
  readonly toolCalls: readonly { readonly name: string; readonly args: unknown }[]
  readonly data: unknown
  /** Paused inside an Iteration: at its item `index`, with the results of the items before. */
  readonly iteration?: TPausedIteration
}
export type TLevelEnd = { readonly pause?: TPause; readonly answer?: string }

/** One Agentflow v2 execution while it runs (new, or resumed at a Human Input): what its steps share. */
export type TV2Execution = {
  readonly options: TAgentflowRunOptions
  readonly flow: TFlowData
  readonly signal: AbortSignal
  readonly started: number
  readonly trace: TRunTrace
  readonly emit: (e: TRunEvent) => void
  readonly sessionId: string
  readonly paused: ReturnType<typeof pausedRuns>
  /** The Start node (its options: ephemeral memory, persisted state). */
  readonly start: TFlowNode
  /** Start keeps the flow state between executions of the session. */
  readonly persist: boolean
  /** Where the top level's walk begins: Start, or the paused node (its Iteration when paused inside one). */
  readonly from: readonly string[]
  /** The node context's run (question, services, fetch, models, conversation so far). */
  readonly run: TV2Run
  readonly execution: TExecution
  readonly reasoning: TAgentReasoning[]
  readonly dropped: string[] | undefined
  /** The decision for the paused node, until that node runs again. */
  pending: { nodeId: string; decision: THumanDecision; data: unknown } | undefined
  /** Resuming inside an Iteration: it runs again from the paused item, the paused node first. */
  resumeIteration: TPausedIteration | undefined
  /** Tokens streamed so far: none means the whole answer goes out as one token at the end. */
  streamed: number
}

/** A node taking no input (Start): it never streams the answer. */
export const isV2Start = (library: TNodeLibrary, node: TFlowNode) =>
  library.getNodeDescriptor(node.data.name)?.capabilities?.agentflowV2?.noInput === true
