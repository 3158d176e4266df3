import type { TFlowEdge } from '../schema/flow-data'

/** Incoming edges per target node id. */
export function mapEdgesByTarget(edges: readonly TFlowEdge[]): Map<string, TFlowEdge[]> {
  const byTarget = new Map<string, TFlowEdge[]>()
  for (const edge of edges) {
    const list = byTarget.get(edge.target)
    if (list) list.push(edge)
    else byTarget.set(edge.target, [edge])
  }
  return byTarget
}
