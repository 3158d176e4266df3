import type { TFlowData, TFlowNode } from '../schema/flow-data'
import { CanvasNodeTypes } from '../flow/node-types'
import { mapEdgesByTarget } from './map-edges-by-target'

/** Nodes with no incoming edge, sticky notes excepted. */
export function findStartNodes(flow: Pick<TFlowData, 'nodes' | 'edges'>): TFlowNode[] {
  const byTarget = mapEdgesByTarget(flow.edges)
  return flow.nodes.filter((n) => n.type !== CanvasNodeTypes.StickyNote && !byTarget.has(n.id))
}
