import type { TFlowData, TFlowNode } from '../schema/flow-data'
import { CanvasNodeTypes } from '../flow/node-types'
import { mapEdgesBySource } from './map-edges-by-source'

/** Nodes with no outgoing edge, sticky notes excepted: the candidates whose output answers a run. */
export function findEndingNodes(flow: Pick<TFlowData, 'nodes' | 'edges'>): TFlowNode[] {
  const bySource = mapEdgesBySource(flow.edges)
  return flow.nodes.filter((n) => n.type !== CanvasNodeTypes.StickyNote && !bySource.has(n.id))
}
