import type { TFlowData, TFlowEdge } from '../schema/flow-data'
import { mapEdgesBySource } from './map-edges-by-source'

/**
 * The edges that close a cycle (agent flows loop: an LLM Node → Tool Node → the same LLM Node), found
 * depth-first from the nodes nothing feeds, in `flow.nodes` order. Without them the flow orders.
 */
export function findBackEdges(flow: Pick<TFlowData, 'nodes' | 'edges'>): Set<TFlowEdge> {
  const bySource = mapEdgesBySource(flow.edges)
  const fed = new Set(flow.edges.map((e) => e.target))
  const roots = [...flow.nodes.filter((n) => !fed.has(n.id)), ...flow.nodes].map((n) => n.id)
  const done = new Set<string>()
  const onPath = new Set<string>()
  const back = new Set<TFlowEdge>()
  const visit = (id: string) => {
    onPath.add(id)
    for (const e of bySource.get(id) ?? []) {
      if (onPath.has(e.target)) back.add(e)
      else if (!done.has(e.target)) visit(e.target)
    }
    onPath.delete(id)
    done.add(id)
  }
  for (const id of roots) if (!done.has(id)) visit(id)
  return back
}
