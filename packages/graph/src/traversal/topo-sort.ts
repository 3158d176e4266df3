import { IssueCodes, type TIssue } from '../issue'
import { err, ok, type Result } from '../result'
import type { TFlowData } from '../schema/flow-data'
import { mapEdgesBySource } from './map-edges-by-source'

/**
 * Node ids so that every node comes after the nodes feeding it; among nodes ready at the same time, the one earlier in `flow.nodes` comes first.
 * A cycle is an issue naming the nodes caught in it.
 */
export function topoSort(flow: Pick<TFlowData, 'nodes' | 'edges'>): Result<string[], TIssue[]> {
  const ids = flow.nodes.map((n) => n.id)
  const known = new Set(ids)
  const indegree = new Map(ids.map((id) => [id, 0]))
  const bySource = mapEdgesBySource(flow.edges.filter((e) => known.has(e.source) && known.has(e.target)))
  for (const edges of bySource.values())
    for (const e of edges) indegree.set(e.target, (indegree.get(e.target) ?? 0) + 1)
  const position = new Map(ids.map((id, i) => [id, i]))
  const byPosition = (a: string, b: string) => (position.get(a) ?? 0) - (position.get(b) ?? 0)
  const order: string[] = []
  const ready = ids.filter((id) => indegree.get(id) === 0)
  while (ready.length > 0) {
    const id = ready.shift() ?? ''
    order.push(id)
    for (const e of bySource.get(id) ?? []) {
      const left = (indegree.get(e.target) ?? 0) - 1
      indegree.set(e.target, left)
      if (left === 0) ready.push(e.target)
    }
    ready.sort(byPosition)
  }
  if (order.length === ids.length) return ok(order)
  const stuck = ids.filter((id) => !order.includes(id))
  return err([{ code: IssueCodes.Cycle, message: `The flow has a cycle through nodes: ${stuck.join(', ')}` }])
}
