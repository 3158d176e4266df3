import { parseHandleId } from '../handle-id'
import type { TIssue } from '../issue'
import { makeNodeReference } from '../node-reference'
import { ok, type Result } from '../result'
import type { TFlowData, TFlowEdge } from '../schema/flow-data'
import { canConnect, type TConnection } from '../flow/can-connect'
import { findInput } from '../flow/find-input'
import type { TFlowChange } from './flow-change'

/** Edge ids as Flowise writes them, so re-imports keep their ids. */
export function makeEdgeId(c: TConnection): string {
  return `${c.source}-${c.sourceHandle}-${c.target}-${c.targetHandle}`
}

/**
 * Connects two handles when `canConnect` allows it, and writes the reference into the target input:
 * a list input appends `{{source.data.instance}}`, a variable-accepting param keeps its text (the user
 * places the variable), any other input is set to the reference.
 */
export function addEdge<F extends TFlowData>(
  flow: F,
  connection: TConnection,
): Result<TFlowChange<F> & { readonly edge: TFlowEdge }, TIssue> {
  const allowed = canConnect(connection, flow)
  if (!allowed.ok) return allowed
  const inputName = parseHandleId(connection.targetHandle, connection.target)?.name ?? ''
  const reference = makeNodeReference(connection.source)
  const edge: TFlowEdge = { ...connection, id: makeEdgeId(connection), type: 'buttonedge' }
  const nodes = flow.nodes.map((node) => {
    if (node.id !== connection.target) return node
    const input = findInput(node.data, { name: inputName })
    const current = node.data.inputs[inputName]
    let value: unknown = reference
    if (input?.list && !input.acceptVariable) value = [...(Array.isArray(current) ? current : []), reference]
    else if (input?.acceptVariable) value = current ?? ''
    return { ...node, data: { ...node.data, inputs: { ...node.data.inputs, [inputName]: value } } }
  })
  return ok({ flow: { ...flow, nodes, edges: [...flow.edges, edge] }, changed: true, edge })
}
