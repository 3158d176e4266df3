import { parseHandleId } from '../handle-id'
import { IssueCodes, type TIssue } from '../issue'
import { err, ok, type Result } from '../result'
import type { TFlowNode } from '../schema/flow-data'
import { findInput } from './find-input'
import { getAllOutputHandles } from './get-all-output-handles'
import type { TConnection } from './connection'

/** The handle's name (`{nodeId}-{direction}-{name}-{types}`), or undefined when the id has another shape. */
const handleName = (handleId: string, nodeId: string) => parseHandleId(handleId, nodeId)?.name

function hasOutput(node: TFlowNode, handle: string): boolean {
  const outputs = getAllOutputHandles(node.data)
  const name = handleName(handle, node.id)
  return outputs.some((o) => o.id === handle || (name !== undefined && o.name === name))
}

function hasInput(node: TFlowNode, handle: string): boolean {
  // Agentflow v2 edges target the node itself: their target handle is the node id.
  if (handle === node.id || findInput(node.data, { id: handle })) return true
  const name = handleName(handle, node.id)
  return name !== undefined && findInput(node.data, { name }) !== undefined
}

/**
 * The check for an edge touching a node the catalogue lacks: only the ends that are unknown are
 * looked up, in the anchors that node stores itself (by id, or by name when the file's handle carries
 * types of another version). Types and single-connection inputs are not checked: the stored copy of an
 * unknown node is all we know of it, so its edges are kept as the file has them.
 */
export function checkStoredHandles(
  connection: TConnection,
  ends: { readonly source: TFlowNode; readonly target: TFlowNode },
  unknown: { readonly source: boolean; readonly target: boolean },
): Result<true, TIssue> {
  const { source, sourceHandle, target, targetHandle } = connection
  if (unknown.source && !hasOutput(ends.source, sourceHandle)) {
    return err({
      code: IssueCodes.MissingHandle,
      message: `Node "${source}" (unknown type "${ends.source.data.name}") stores no output handle "${sourceHandle}"`,
      nodeId: source,
      handle: sourceHandle,
    })
  }
  if (unknown.target && !hasInput(ends.target, targetHandle)) {
    return err({
      code: IssueCodes.MissingHandle,
      message: `Node "${target}" (unknown type "${ends.target.data.name}") stores no input handle "${targetHandle}"`,
      nodeId: target,
      handle: targetHandle,
    })
  }
  return ok(true)
}
