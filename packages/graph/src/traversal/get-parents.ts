import type { TFlowEdge } from '../schema/flow-data'
import { mapEdgesByTarget } from './map-edges-by-target'
import { walk } from './walk'

/** Ids of the nodes feeding `nodeId`, nearest first; `depth` 1 gives direct parents (default: all ancestors). */
export function getParents(edges: readonly TFlowEdge[], nodeId: string, depth = Infinity): string[] {
  const byTarget = mapEdgesByTarget(edges)
  return walk(nodeId, (id) => (byTarget.get(id) ?? []).map((e) => e.source), depth)
}
