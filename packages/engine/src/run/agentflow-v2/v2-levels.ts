import type { TFlowData, TFlowEdge, TFlowNode } from '@unikflow/graph'
import type { TNodeLibrary } from '@unikflow/nodes'

/** An Agentflow v2 flow: one of its nodes is a v2 node of the library. */
export function isAgentflowV2(library: TNodeLibrary, flow: Pick<TFlowData, 'nodes'>): boolean {
  return flow.nodes.some(
    (n) => library.getNodeDescriptor(n.data.name)?.capabilities?.agentflowV2 !== undefined,
  )
}

export type TLevel = { readonly nodes: ReadonlyMap<string, TFlowNode>; readonly edges: readonly TFlowEdge[] }

/** The nodes directly inside `parent` (top level: none), notes left out, with the edges among them. */
export function levelOf(library: TNodeLibrary, flow: TFlowData, parent: string | undefined): TLevel {
  const annotation = (n: TFlowNode) => library.getNodeDescriptor(n.data.name)?.capabilities?.annotation
  const inside = flow.nodes.filter((n) => n.parentNode === parent && !annotation(n))
  const ids = new Set(inside.map((n) => n.id))
  return {
    nodes: new Map(inside.map((n) => [n.id, n])),
    edges: flow.edges.filter((e) => ids.has(e.source) && ids.has(e.target)),
  }
}

/** Where a level begins: its nodes no edge enters. */
export const startsOf = (level: TLevel) =>
  [...level.nodes.keys()].filter((id) => !level.edges.some((e) => e.target === id))
