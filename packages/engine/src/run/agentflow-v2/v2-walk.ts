import { getIncomingEdges, getOutgoingEdges, type TFlowEdge, type TFlowNode } from '@unikflow/graph'

/**
 * The order of an Agentflow v2 run over one level of the graph (the top level, or the inside of an
 * Iteration), as Flowise runs it: a queue from the start; edges are control flow. When a node has run,
 * each edge out of it is taken, or — for a decision node, every output but the one chosen — dropped. A
 * node runs once every edge into it is settled (taken or dropped) and at least one was taken (a join
 * waits for all its branches that run); a node whose edges in were all dropped is skipped, and so are
 * the edges out of it. Settled edges are forgotten when their node is queued, so a Loop can pass again.
 */
export class Walk {
  private readonly queue: string[] = []
  private readonly settled = new Map<string, boolean>()
  readonly skipped = new Set<string>()

  constructor(
    private readonly nodes: ReadonlyMap<string, TFlowNode>,
    private readonly edges: readonly TFlowEdge[],
    start: readonly string[],
  ) {
    this.queue.push(...start)
  }

  next(): TFlowNode | undefined {
    for (let id = this.queue.shift(); id !== undefined; id = this.queue.shift()) {
      const node = this.nodes.get(id)
      if (node) return node
    }
    return undefined
  }

  /** Queue a node directly (a Loop going back). */
  push(id: string): void {
    this.queue.push(id)
  }

  isLeaf(id: string): boolean {
    return getOutgoingEdges(this.edges, id).length === 0
  }

  previousOf(id: string): string[] {
    return getIncomingEdges(this.edges, id).map((e) => e.source)
  }

  /** The node ran; `chosen` (decision nodes) is the index of the one output taken. */
  ran(id: string, chosen: number | undefined): void {
    this.settleOut(id, (edge) => chosen === undefined || edge.sourceHandle === `${id}-output-${chosen}`)
  }

  private settleOut(id: string, taken: (edge: TFlowEdge) => boolean): void {
    const out = getOutgoingEdges(this.edges, id)
    for (const edge of out) this.settled.set(edge.id, taken(edge))
    for (const target of new Set(out.map((e) => e.target))) this.check(target)
  }

  private check(id: string): void {
    const into = getIncomingEdges(this.edges, id)
    if (into.some((e) => !this.settled.has(e.id))) return
    const anyTaken = into.some((e) => this.settled.get(e.id) === true)
    for (const edge of into) this.settled.delete(edge.id)
    if (anyTaken) {
      this.queue.push(id)
      return
    }
    this.skipped.add(id)
    this.settleOut(id, () => false)
  }
}
