import { parseHandleId } from '../handle-id'
import type { TFlowEdge, TFlowNode } from '../schema/flow-data'
import { findInput } from './find-input'
import { getAllOutputHandles } from './get-all-output-handles'

/**
 * Points edges at the current handle ids of rebuilt nodes. A handle id carries the types of its
 * node version (Flowise added `Runnable` to many base classes over time), so an edge saved by
 * another version names the right input or output with stale types: it is matched by name.
 * Edges whose handle name no longer exists are left for `validateFlow` to report.
 */
export function remapEdgeHandles(edges: readonly TFlowEdge[], nodes: readonly TFlowNode[]): TFlowEdge[] {
  const byId = new Map(nodes.map((n) => [n.id, n]))
  return edges.map((edge) => {
    const source = byId.get(edge.source)
    const target = byId.get(edge.target)
    let { sourceHandle, targetHandle } = edge
    if (source) {
      const outputs = getAllOutputHandles(source.data)
      const name = parseHandleId(sourceHandle, edge.source)?.name
      if (!outputs.some((o) => o.id === sourceHandle))
        sourceHandle = outputs.find((o) => o.name === name)?.id ?? sourceHandle
    }
    if (target && !findInput(target.data, { id: targetHandle })) {
      const name = parseHandleId(targetHandle, edge.target)?.name
      targetHandle = (name !== undefined ? findInput(target.data, { name })?.id : undefined) ?? targetHandle
    }
    return sourceHandle === edge.sourceHandle && targetHandle === edge.targetHandle
      ? { ...edge }
      : { ...edge, sourceHandle, targetHandle }
  })
}
