import { IssueCodes, type TIssue } from '../issue'
import { err, ok, type Result } from '../result'

/** Flowise's name of the Agentflow v2 Start node: where every run of a v2 flow begins. */
export const AGENTFLOW_START_NODE = 'startAgentflow'

/** What these checks read of a flow: its nodes' ids and types (a stored flow, or a request's nodes). */
type TNamedNodes = {
  readonly nodes: readonly { readonly id: string; readonly data: { readonly name: string } }[]
}

export function isAgentflowStart(node: { readonly data: { readonly name: string } }): boolean {
  return node.data.name === AGENTFLOW_START_NODE
}

/** Whether a Start node may be added (palette, paste, duplicate): an Agentflow v2 holds one. */
export function holdsAgentflowStart(flow: TNamedNodes): boolean {
  return flow.nodes.some(isAgentflowStart)
}

/**
 * An Agentflow v2 runs from its one Start node, so a flow holding two or more cannot be saved; the
 * issue names them so the person knows which to delete.
 */
export function checkOneStart<T extends TNamedNodes>(flow: T): Result<T, TIssue[]> {
  const starts = flow.nodes.filter(isAgentflowStart)
  if (starts.length <= 1) return ok(flow)
  const ids = starts.map((n) => n.id)
  return err([
    {
      code: IssueCodes.TooManyStarts,
      message: `An Agentflow v2 can have only one Start node; this flow has ${ids.length}: ${ids.join(', ')}`,
      nodeId: ids[1],
    },
  ])
}
