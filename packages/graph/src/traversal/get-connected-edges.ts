import type { TFlowEdge } from '../schema/flow-data'

/** Edges that touch the node, in either direction. */
export function getConnectedEdges(edges: readonly TFlowEdge[], nodeId: string): TFlowEdge[] {
  return edges.filter((e) => e.source === nodeId || e.target === nodeId)
}

/** Edges entering the node. */
export function getIncomingEdges(edges: readonly TFlowEdge[], nodeId: string): TFlowEdge[] {
  return edges.filter((e) => e.target === nodeId)
}

/** Edges leaving the node. */
export function getOutgoingEdges(edges: readonly TFlowEdge[], nodeId: string): TFlowEdge[] {
  return edges.filter((e) => e.source === nodeId)
}
