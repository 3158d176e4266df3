import { parseHandleId, splitHandleTypes } from '../handle-id'
import { IssueCodes, type TIssue } from '../issue'
import { err, ok, type Result } from '../result'
import type { TFlowData } from '../schema/flow-data'
import { getIncomingEdges } from '../traversal/get-connected-edges'
import { checkStoredHandles } from './check-stored-handles'
import type { TConnection } from './connection'
import { findInput } from './find-input'
import { getAllOutputHandles } from './get-all-output-handles'
import { isAgentflowNode } from './node-types'

export type { TConnection } from './connection'

/** The types a handle id carries (its last `-` segment split on `|`), as both ends of a connection read them. */
function handleTypes(handleId: string, nodeId: string): string[] {
  return splitHandleTypes(parseHandleId(handleId, nodeId)?.type ?? '')
}

export type TCanConnectOptions = {
  /** Is this node's type missing from the catalogue? Edges touching such a node are checked by `checkStoredHandles`. */
  readonly isUnknown?: (nodeId: string) => boolean
}

/**
 * The connection rule shared by the canvas (`isValidConnection`) and the server's flow validation:
 * source and target types must overlap, and the target input must be free unless it accepts a list.
 * An edge touching an unknown node only needs handles that node stores (`checkStoredHandles`).
 */
export function canConnect(
  connection: TConnection,
  flow: Pick<TFlowData, 'nodes' | 'edges'>,
  options: TCanConnectOptions = {},
): Result<true, TIssue> {
  const { source, sourceHandle, target, targetHandle } = connection
  const where = `"${sourceHandle}" → "${targetHandle}"`
  if (source === target) {
    return err({
      code: IssueCodes.SelfConnection,
      message: `Node "${source}" cannot connect to itself`,
      nodeId: source,
    })
  }
  const sourceNode = flow.nodes.find((n) => n.id === source)
  const targetNode = flow.nodes.find((n) => n.id === target)
  if (!sourceNode)
    return err({
      code: IssueCodes.MissingNode,
      message: `Source node "${source}" does not exist`,
      nodeId: source,
    })
  if (!targetNode)
    return err({
      code: IssueCodes.MissingNode,
      message: `Target node "${target}" does not exist`,
      nodeId: target,
    })
  const unknown = {
    source: options.isUnknown?.(source) ?? false,
    target: options.isUnknown?.(target) ?? false,
  }
  if (unknown.source || unknown.target) {
    const stored = checkStoredHandles(connection, { source: sourceNode, target: targetNode }, unknown)
    if (!stored.ok) return stored
  }
  if (!unknown.source && !getAllOutputHandles(sourceNode.data).some((o) => o.id === sourceHandle)) {
    return err({
      code: IssueCodes.MissingHandle,
      message: `Node "${source}" has no output handle "${sourceHandle}"`,
      nodeId: source,
      handle: sourceHandle,
    })
  }
  // An unknown target has no known single-connection rule: its stored handle is enough.
  if (unknown.target) return ok(true)
  // Agentflow v2: control flow between its nodes, into the node itself; any number of edges may join.
  if (isAgentflowNode(sourceNode) && isAgentflowNode(targetNode)) {
    if (targetHandle === target) return ok(true)
    return err({
      code: IssueCodes.MissingHandle,
      message: `Node "${target}" has no input handle "${targetHandle}"`,
      nodeId: target,
      handle: targetHandle,
    })
  }
  const input = findInput(targetNode.data, { id: targetHandle })
  if (!input) {
    return err({
      code: IssueCodes.MissingHandle,
      message: `Node "${target}" has no input handle "${targetHandle}"`,
      nodeId: target,
      handle: targetHandle,
    })
  }
  const sourceTypes = new Set(handleTypes(sourceHandle, source))
  if (!unknown.source && !handleTypes(targetHandle, target).some((t) => sourceTypes.has(t))) {
    return err({
      code: IssueCodes.TypeMismatch,
      message: `Types do not match: ${where}`,
      handle: targetHandle,
    })
  }
  if (!input.list && getIncomingEdges(flow.edges, target).some((e) => e.targetHandle === targetHandle)) {
    return err({
      code: IssueCodes.TargetOccupied,
      message: `Input "${targetHandle}" of node "${target}" is already connected and accepts one connection`,
      nodeId: target,
      handle: targetHandle,
    })
  }
  return ok(true)
}
