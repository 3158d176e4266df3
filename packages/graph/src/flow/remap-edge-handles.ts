import { parseHandleId, splitHandleTypes, type THandle } from '../handle-id'
import type { TFlowEdge, TFlowNode } from '../schema/flow-data'
import type { TOutputOption } from '../schema/output-anchor'
import { findInput } from './find-input'
import { getAllOutputHandles } from './get-all-output-handles'

/**
 * The output an edge saved by another node version meant, when its name is gone. Flowise names a
 * node's only anchor after the node: loaders had one (`{id}-output-pdfFile-Document`) before they
 * offered outputs to pick (`document`, `text`), and some nodes went the other way. So when either the
 * saved name or the node's one output is the node's own name, the first output sharing a type with the
 * saved handle is taken; the node's own type (every output of it carries that one) only counts when
 * the saved handle names no other type.
 */
function outputByTypes(outputs: readonly TOutputOption[], saved: THandle, node: TFlowNode) {
  const single = outputs.length === 1 && outputs[0]?.name === node.data.name
  if (saved.name !== node.data.name && !single) return undefined
  const nodeType = node.data.type
  const types = splitHandleTypes(saved.type)
  const specific = types.filter((t) => t !== nodeType)
  const wanted = new Set(specific.length > 0 ? specific : types)
  if (wanted.size === 0) return undefined
  return outputs.find((o) => splitHandleTypes(o.type).some((t) => wanted.has(t)))
}

function remapSource(edge: TFlowEdge, source: TFlowNode): string {
  const outputs = getAllOutputHandles(source.data)
  if (outputs.some((o) => o.id === edge.sourceHandle)) return edge.sourceHandle
  const saved = parseHandleId(edge.sourceHandle, edge.source)
  if (!saved) return edge.sourceHandle
  const byName = outputs.find((o) => o.name === saved.name)
  return (byName ?? outputByTypes(outputs, saved, source))?.id ?? edge.sourceHandle
}

/**
 * Points edges at the current handle ids of rebuilt nodes. A handle id carries the types of its
 * node version (Flowise added `Runnable` to many base classes over time), so an edge saved by
 * another version names the right input or output with stale types: it is matched by name, and an
 * output whose name is gone, in some cases, by its types (`outputByTypes`).
 * Edges that still match nothing are left for `validateFlow` to report.
 */
export function remapEdgeHandles(edges: readonly TFlowEdge[], nodes: readonly TFlowNode[]): TFlowEdge[] {
  const byId = new Map(nodes.map((n) => [n.id, n]))
  return edges.map((edge) => {
    const source = byId.get(edge.source)
    const target = byId.get(edge.target)
    const sourceHandle = source ? remapSource(edge, source) : edge.sourceHandle
    let { targetHandle } = edge
    if (target && !findInput(target.data, { id: targetHandle })) {
      const name = parseHandleId(targetHandle, edge.target)?.name
      targetHandle = (name !== undefined ? findInput(target.data, { name })?.id : undefined) ?? targetHandle
    }
    return sourceHandle === edge.sourceHandle && targetHandle === edge.targetHandle
      ? { ...edge }
      : { ...edge, sourceHandle, targetHandle }
  })
}
