import { getChildren, getOutgoingEdges, parseHandleId, type TFlowEdge } from '@unikflow/graph'

/**
 * Nodes a branching node's decision rules out: everything downstream of its other output anchors that
 * is not also downstream of the anchor taken (a node fed by both branches still runs).
 */
export function findSkippedByBranch(edges: readonly TFlowEdge[], nodeId: string, taken: string): Set<string> {
  const reached = (edge: TFlowEdge) => [edge.target, ...getChildren(edges, edge.target)]
  const live = new Set<string>()
  const dead = new Set<string>()
  for (const edge of getOutgoingEdges(edges, nodeId)) {
    const anchor = parseHandleId(edge.sourceHandle ?? '', nodeId)?.name
    for (const id of reached(edge)) (anchor === taken ? live : dead).add(id)
  }
  for (const id of live) dead.delete(id)
  return dead
}

/** A node whose every consumer is skipped has no reason to run (unless it answers the run). */
export function feedsOnlySkipped(
  edges: readonly TFlowEdge[],
  nodeId: string,
  skipped: ReadonlySet<string>,
): boolean {
  const out = getOutgoingEdges(edges, nodeId)
  return out.length > 0 && out.every((e) => skipped.has(e.target))
}
