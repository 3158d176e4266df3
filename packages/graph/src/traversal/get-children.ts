import type { TFlowEdge } from '../schema/flow-data'
import { mapEdgesBySource } from './map-edges-by-source'
import { walk } from './walk'

/** Ids of the nodes fed by `nodeId`, nearest first; `depth` 1 gives direct children (default: all descendants). */
export function getChildren(edges: readonly TFlowEdge[], nodeId: string, depth = Infinity): string[] {
  const bySource = mapEdgesBySource(edges)
  return walk(nodeId, (id) => (bySource.get(id) ?? []).map((e) => e.target), depth)
}
