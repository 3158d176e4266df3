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
