import type { TWebhookPayload } from '@unikflow/graph'
import type { TAgentThreadStore, TFlowMessage } from '@unikflow/nodes'
import type { TExecutedNode } from './executed-node'

/** Where an Iteration stopped: the item being run, the node that paused, the results before it. */
export type TPausedIteration = {
  readonly nodeId: string
  readonly index: number
  readonly pausedNodeId: string
  readonly results: readonly string[]
}

/** An execution waiting at a Human Input node, kept per flow and session until the next message. */
export type TPausedRun = {
  readonly nodeId: string
  readonly question: string
  readonly form?: Readonly<Record<string, unknown>> | undefined
  readonly webhook?: TWebhookPayload | undefined
  readonly state: Record<string, unknown>
  readonly outputs: [string, Record<string, unknown>][]
  readonly executed: TExecutedNode[]
  readonly runMessages: TFlowMessage[]
  readonly loopCounts: [string, number][]
  /** What the paused node kept (an Agent's conversation with the tool calls waiting). */
  readonly data?: unknown
  /** Paused inside an Iteration: the top-level walk resumes at it, the Iteration at that item. */
  readonly iteration?: TPausedIteration
}

const keyOf = (flowId: string, sessionId: string) => `agentflowv2:${flowId}:${sessionId}`

function isPausedRun(value: unknown): value is TPausedRun {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'nodeId') === 'string' &&
    Array.isArray(Reflect.get(value, 'executed'))
  )
}

/**
 * Paused executions live where Sequential Agents keep their threads (the server's `agent_threads`
 * table, in memory without one), under their own key; an empty text means none.
 */
const inMemory = new Map<string, string>()

export function pausedRuns(store: TAgentThreadStore | undefined) {
  const memory = inMemory
  const backing: TAgentThreadStore = store ?? {
    load: async (id) => memory.get(id),
    save: async (id, data) => void memory.set(id, data),
  }
  return {
    async load(flowId: string, sessionId: string): Promise<TPausedRun | undefined> {
      const text = await backing.load(keyOf(flowId, sessionId))
      if (!text) return undefined
      const parsed: unknown = JSON.parse(text)
      return isPausedRun(parsed) ? parsed : undefined
    },
    save: (flowId: string, sessionId: string, run: TPausedRun) =>
      backing.save(keyOf(flowId, sessionId), JSON.stringify(run)),
    clear: (flowId: string, sessionId: string) => backing.save(keyOf(flowId, sessionId), ''),
    /** Start's "Persist State": the flow state a session ended its last run with. */
    async loadState(flowId: string, sessionId: string): Promise<Record<string, unknown>> {
      const text = await backing.load(`${keyOf(flowId, sessionId)}:state`)
      const parsed: unknown = text ? JSON.parse(text) : {}
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? Object.fromEntries(Object.entries(parsed))
        : {}
    },
    saveState: (flowId: string, sessionId: string, state: Record<string, unknown>) =>
      backing.save(`${keyOf(flowId, sessionId)}:state`, JSON.stringify(state)),
  }
}
