import { makeNodeReference } from '../node-reference'
import type { TFlowData, TFlowNode } from '../schema/flow-data'
import { getConnectedEdges, getOutgoingEdges } from '../traversal/get-connected-edges'
import { clearEdgeTargetInput } from './delete-edge'
import type { TFlowChange } from './flow-change'

/** Drops placeholders naming the deleted node from free text (typed variables with no edge behind them). */
function dropStrayPlaceholders(node: TFlowNode, nodeId: string): TFlowNode {
  const reference = makeNodeReference(nodeId)
  let touched = false
  const inputs = Object.fromEntries(
    Object.entries(node.data.inputs).map(([name, value]) => {
      if (typeof value !== 'string' || !value.includes(reference)) return [name, value]
      touched = true
      return [name, value.split(reference).join('')]
    }),
  )
  return touched ? { ...node, data: { ...node.data, inputs } } : node
}

/** Removes a node, its edges, and every reference other nodes' inputs hold to it. */
export function deleteNode<F extends TFlowData>(flow: F, nodeId: string): TFlowChange<F> {
  if (!flow.nodes.some((n) => n.id === nodeId)) return { flow, changed: false }
  let nodes = flow.nodes.filter((n) => n.id !== nodeId)
  for (const edge of getOutgoingEdges(flow.edges, nodeId)) nodes = clearEdgeTargetInput(nodes, edge)
  nodes = nodes.map((n) => dropStrayPlaceholders(n, nodeId))
  const removed = new Set(getConnectedEdges(flow.edges, nodeId).map((e) => e.id))
  return { flow: { ...flow, nodes, edges: flow.edges.filter((e) => !removed.has(e.id)) }, changed: true }
}
