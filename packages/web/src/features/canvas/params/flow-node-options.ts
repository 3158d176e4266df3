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

/**
 * The `flowNodes` of a load-method request (name and inputs of each node), for the loaders that read the
 * flow being edited — e.g. the state keys Agentflow v2's Start declares; other loaders get none.
 */
export function flowNodesFor(
  loadMethod: string,
  flow: Pick<TFlowData, 'nodes'>,
): { name: string; inputs: Record<string, unknown> }[] | undefined {
  if (!FLOW_READING_LOAD_METHODS.has(loadMethod)) return undefined
  return flow.nodes.map((n) => ({ name: n.data.name, inputs: n.data.inputs }))
}
