import { IssueCodes, type TIssue } from '../issue'
import { err, ok, type Result } from '../result'
import type { TFlowData, TFlowEdge } from '../schema/flow-data'
import { canConnect } from './can-connect'
import type { TUnknownNode } from './hydrate-flow'

/**
 * Structural checks before a flow is stored or run: unique ids, and every edge joining existing nodes
 * through existing, type-compatible handles (the same rule as the canvas). Edges touching one of
 * `unknownNodes` (as `hydrateFlow` reports them) are checked against the handles that node stores.
 */
export function validateFlow<T extends Pick<TFlowData, 'nodes' | 'edges'>>(
  flow: T,
  unknownNodes: readonly Pick<TUnknownNode, 'id'>[] = [],
): Result<T, TIssue[]> {
  const unknownIds = new Set(unknownNodes.map((n) => n.id))
  const isUnknown = (id: string) => unknownIds.has(id)
  const issues: TIssue[] = []
  const nodeIds = new Set<string>()
  for (const node of flow.nodes) {
    if (nodeIds.has(node.id)) {
      issues.push({
        code: IssueCodes.DuplicateNodeId,
        message: `Node id "${node.id}" is used twice`,
        nodeId: node.id,
      })
    }
    nodeIds.add(node.id)
  }
  const edgeIds = new Set<string>()
  const accepted: TFlowEdge[] = []
  for (const edge of flow.edges) {
    if (edgeIds.has(edge.id)) {
      issues.push({
        code: IssueCodes.DuplicateEdgeId,
        message: `Edge id "${edge.id}" is used twice`,
        edgeId: edge.id,
      })
      continue
    }
    edgeIds.add(edge.id)
    const checked = canConnect(edge, { nodes: flow.nodes, edges: accepted }, { isUnknown })
    if (checked.ok) accepted.push(edge)
    else
      issues.push({
        ...checked.error,
        edgeId: edge.id,
        message: `Edge "${edge.id}": ${checked.error.message}`,
      })
  }
  return issues.length === 0 ? ok(flow) : err(issues)
}

/**
 * Splits `validateFlow`'s issues into what refuses a flow and what is only reported: an edge whose
 * handle matches nothing on its node (a handle of an older node version no migration knows) is kept
 * as the file has it and reported, so a flow brought from elsewhere is never refused for it.
 */
export function partitionFlowIssues(issues: readonly TIssue[]): {
  readonly errors: TIssue[]
  readonly warnings: TIssue[]
} {
  const isKeptEdge = (issue: TIssue) => issue.code === IssueCodes.MissingHandle && issue.edgeId !== undefined
  return { errors: issues.filter((i) => !isKeptEdge(i)), warnings: issues.filter(isKeptEdge) }
}
