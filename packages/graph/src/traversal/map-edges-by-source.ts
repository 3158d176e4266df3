import type { TFlowEdge } from '../schema/flow-data'

/** Outgoing edges per source node id. */
export function mapEdgesBySource(edges: readonly TFlowEdge[]): Map<string, TFlowEdge[]> {
  const bySource = new Map<string, TFlowEdge[]>()
  for (const edge of edges) {
    const list = bySource.get(edge.source)
    if (list) list.push(edge)
    else bySource.set(edge.source, [edge])
  }
  return bySource
}
