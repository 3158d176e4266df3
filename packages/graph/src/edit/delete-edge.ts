import { parseHandleId } from '../handle-id'
import type { TFlowData, TFlowEdge, TFlowNode } from '../schema/flow-data'
import type { TFlowChange } from './flow-change'
import { removeNodeReference } from './remove-node-reference'

/** Clears, in the edge's target node, the input the edge fed. */
export function clearEdgeTargetInput(nodes: readonly TFlowNode[], edge: TFlowEdge): TFlowNode[] {
  const inputName = parseHandleId(edge.targetHandle, edge.target)?.name
  if (inputName === undefined) return [...nodes]
  return nodes.map((node) =>
    node.id !== edge.target
      ? node
      : {
          ...node,
          data: {
            ...node.data,
            inputs: {
              ...node.data.inputs,
              [inputName]: removeNodeReference(node.data, inputName, edge.source),
            },
          },
        },
  )
}

/** Removes an edge and clears the input it fed. */
export function deleteEdge<F extends TFlowData>(flow: F, edgeId: string): TFlowChange<F> {
  const edge = flow.edges.find((e) => e.id === edgeId)
  if (!edge) return { flow, changed: false }
  return {
    flow: {
      ...flow,
      nodes: clearEdgeTargetInput(flow.nodes, edge),
      edges: flow.edges.filter((e) => e.id !== edgeId),
    },
    changed: true,
  }
}
