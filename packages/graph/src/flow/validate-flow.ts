import { IssueCodes, type TIssue } from '../issue'
import { err, ok, type Result } from '../result'
import type { TFlowData, TFlowEdge } from '../schema/flow-data'
import { canConnect } from './can-connect'

/**
 * Structural checks before a flow is stored or run: unique ids, and every edge joining existing nodes
 * through existing, type-compatible handles (the same rule as the canvas).
 */
export function validateFlow<T extends Pick<TFlowData, 'nodes' | 'edges'>>(flow: T): Result<T, TIssue[]> {
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
    const checked = canConnect(edge, { nodes: flow.nodes, edges: accepted })
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
