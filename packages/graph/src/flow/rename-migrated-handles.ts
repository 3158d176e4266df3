import { makeHandleId, parseHandleId } from '../handle-id'
import type { TFlowEdge } from '../schema/flow-data'
import type { THandleRenames } from '../schema/node-descriptor'

function renamed(
  handleId: string,
  nodeId: string,
  names: Readonly<Record<string, string>> | undefined,
): string {
  const handle = parseHandleId(handleId, nodeId)
  const name = handle ? names?.[handle.name] : undefined
  return handle && name !== undefined ? makeHandleId(nodeId, handle.direction, name, handle.type) : handleId
}

/**
 * Edges follow the handles their nodes' migrations renamed (`renames` by node id). Only the name
 * changes here: `remapEdgeHandles` then brings the types in the id up to the node's current ones.
 */
export function renameMigratedHandles(
  edges: readonly TFlowEdge[],
  renames: ReadonlyMap<string, Required<THandleRenames>>,
): TFlowEdge[] {
  if (renames.size === 0) return [...edges]
  return edges.map((edge) => {
    const sourceHandle = renamed(edge.sourceHandle, edge.source, renames.get(edge.source)?.outputs)
    const targetHandle = renamed(edge.targetHandle, edge.target, renames.get(edge.target)?.inputs)
    return sourceHandle === edge.sourceHandle && targetHandle === edge.targetHandle
      ? edge
      : { ...edge, sourceHandle, targetHandle }
  })
}

/** Whether a migration renamed any handle (nothing to do for the edges otherwise). */
export const renamesAny = (handles: Required<THandleRenames>): boolean =>
  Object.keys(handles.outputs).length > 0 || Object.keys(handles.inputs).length > 0
