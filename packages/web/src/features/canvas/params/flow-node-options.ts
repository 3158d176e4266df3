import { isAgentflowNode, type TFlowData } from '@unikflow/graph'
import type { ParamOption } from './param-types'

/**
 * Agentflow v2's `listPreviousNodes` (Loop's "Loop Back To"), answered from the flow being edited: the
 * other v2 nodes, valued `<node id>-<label>` as Flowise stores the choice.
 */
export function flowNodeOptions(flow: Pick<TFlowData, 'nodes'>, selfId: string): ParamOption[] {
  return flow.nodes
    .filter((n) => n.id !== selfId && isAgentflowNode(n))
    .map((n) => {
      const label = n.data.label ?? n.data.name
      return { name: `${n.id}-${label}`, label: `${label} (${n.id})` }
    })
}

/** Load methods the server answers from the flow being edited, so their request carries its nodes. */
const FLOW_READING_LOAD_METHODS = new Set(['listRuntimeStateKeys'])

/** The saved flow on the canvas: its id, and whether the canvas holds edits not saved yet. */
export interface SavedFlowRef {
  readonly id: string
  readonly version: number
  readonly dirty: boolean
}

/**
 * What a load-method request tells of the flow being edited, for the loaders that read it (the state
 * keys Agentflow v2's Start declares): a saved flow without unsaved edits is named (`flowId`, the server
 * reads its stored nodes); a new or edited one sends its nodes (name and inputs of each). Other loaders
 * get nothing.
 */
export function flowRequestFor(
  loadMethod: string,
  flow: Pick<TFlowData, 'nodes'>,
  saved: SavedFlowRef | undefined,
): { flowId?: string; flowNodes?: { name: string; inputs: Record<string, unknown> }[] } {
  if (!FLOW_READING_LOAD_METHODS.has(loadMethod)) return {}
  if (saved && !saved.dirty) return { flowId: saved.id }
  return {
    ...(saved && { flowId: saved.id }),
    flowNodes: flow.nodes.map((n) => ({ name: n.data.name, inputs: n.data.inputs })),
  }
}
