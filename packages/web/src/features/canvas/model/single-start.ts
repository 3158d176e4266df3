import { holdsAgentflowStart, isAgentflowStart, type TFlowData } from '@unikflow/graph'
import type { Clipboard } from './clipboard'

/**
 * The clipboard a paste may bring into `flow`: an Agentflow v2 holds one Start node, so a copied Start
 * stays behind when the flow has one (with the edges that touch it), and only the first of several
 * comes along when it has none. `refusedStart` says whether one was left out, so the canvas can say why.
 */
export function withoutExtraStart(
  flow: Pick<TFlowData, 'nodes'>,
  clipboard: Clipboard,
): { clipboard: Clipboard; refusedStart: boolean } {
  const starts = clipboard.nodes.filter(isAgentflowStart)
  const keep = holdsAgentflowStart(flow) ? undefined : starts[0]
  const left = new Set(starts.filter((n) => n !== keep).map((n) => n.id))
  if (left.size === 0) return { clipboard, refusedStart: false }
  return {
    clipboard: {
      nodes: clipboard.nodes.filter((n) => !left.has(n.id)),
      edges: clipboard.edges.filter((e) => !left.has(e.source) && !left.has(e.target)),
    },
    refusedStart: true,
  }
}

/** Whether adding (palette, drop) or duplicating a node of this type would give the flow a second Start. */
export function wouldAddSecondStart(flow: Pick<TFlowData, 'nodes'>, nodeName: string): boolean {
  return isAgentflowStart({ data: { name: nodeName } }) && holdsAgentflowStart(flow)
}
