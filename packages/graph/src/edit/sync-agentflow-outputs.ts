import { buildAgentflowOutputs } from '../flow/build-agentflow-outputs'
import { getAllOutputHandles } from '../flow/get-all-output-handles'
import type { TFlowData } from '../schema/flow-data'
import type { TNodeData } from '../schema/node-data'
import { getOutgoingEdges } from '../traversal/get-connected-edges'
import type { TNodeDescriptor } from '../schema/node-descriptor'
import { deleteEdge } from './delete-edge'
import type { TFlowChange } from './flow-change'

/**
 * After an edit of an Agentflow v2 node whose outputs follow the rows of an input (a Condition's
 * conditions: one output per row, plus Else), its output anchors are rebuilt as hydration builds them,
 * and edges leaving from an output that no longer exists are removed. Other nodes are left alone.
 */
export function syncAgentflowOutputs<F extends TFlowData>(
  flow: F,
  nodeId: string,
  descriptor: TNodeDescriptor,
): TFlowChange<F> {
  const declared = descriptor.capabilities?.agentflowV2?.outputs
  const node = flow.nodes.find((n) => n.id === nodeId)
  if (!node || typeof declared !== 'object' || !('perItemOf' in declared)) return { flow, changed: false }
  const built = buildAgentflowOutputs(descriptor, nodeId, node.data.inputs)
  const ids = (data: TNodeData) => getAllOutputHandles(data).map((h) => h.id)
  const before = ids(node.data)
  const after = ids({ ...node.data, outputAnchors: built.outputAnchors })
  if (before.length === after.length && before.every((id, i) => id === after[i]))
    return { flow, changed: false }
  const nodes = flow.nodes.map((n) =>
    n.id === nodeId ? { ...n, data: { ...n.data, outputAnchors: built.outputAnchors } } : n,
  )
  let current: F = { ...flow, nodes }
  const kept = new Set(after)
  for (const edge of getOutgoingEdges(flow.edges, nodeId))
    if (!kept.has(edge.sourceHandle)) current = deleteEdge(current, edge.id).flow
  return { flow: current, changed: true }
}
