import {
  addEdge,
  duplicateNode,
  makeHandleId,
  parseHandleId,
  type TFlowChange,
  type TFlowData,
  type TFlowEdge,
  type TFlowNode,
} from '@unikflow/graph'

/** What Ctrl/Cmd+C keeps: copies of the selected nodes and the edges between them. */
export type Clipboard = { readonly nodes: readonly TFlowNode[]; readonly edges: readonly TFlowEdge[] }

export const PASTE_OFFSET = 50

export function copySelection(flow: TFlowData, selectedIds: ReadonlySet<string>): Clipboard {
  const nodes = flow.nodes.filter((n) => selectedIds.has(n.id))
  // Only connections inside the copied group travel with it.
  const edges = flow.edges.filter((e) => selectedIds.has(e.source) && selectedIds.has(e.target))
  return { nodes, edges }
}

function renameHandle(handleId: string, from: string, to: string): string | undefined {
  const handle = parseHandleId(handleId, from)
  return handle && makeHandleId(to, handle.direction, handle.name, handle.type)
}

/**
 * Pastes the clipboard: every node through graph's duplicateNode (fresh id, ids re-derived, references
 * emptied), placed `PASTE_OFFSET × times` from its original, then the inner edges re-made with addEdge.
 */
export function pasteClipboard(
  flow: TFlowData,
  clipboard: Clipboard,
  times = 1,
): TFlowChange & { readonly nodeIds: readonly string[] } {
  if (clipboard.nodes.length === 0) return { flow, changed: false, nodeIds: [] }
  let current = flow
  const newIds = new Map<string, string>()
  for (const original of clipboard.nodes) {
    // The original may be gone (cut, deleted): duplicate it inside a flow that holds it.
    const scratch: TFlowData = {
      ...current,
      nodes: [...current.nodes.filter((n) => n.id !== original.id), original],
    }
    const { flow: duplicated, nodeId } = duplicateNode(scratch, original.id)
    const copy = duplicated.nodes.find((n) => n.id === nodeId)
    if (!copy || nodeId === undefined) continue
    const placed = {
      ...copy,
      position: {
        x: original.position.x + PASTE_OFFSET * times,
        y: original.position.y + PASTE_OFFSET * times,
      },
    }
    current = { ...current, nodes: [...current.nodes, placed] }
    newIds.set(original.id, nodeId)
  }
  for (const edge of clipboard.edges) {
    const source = newIds.get(edge.source)
    const target = newIds.get(edge.target)
    if (source === undefined || target === undefined) continue
    const sourceHandle = renameHandle(edge.sourceHandle, edge.source, source)
    const targetHandle = renameHandle(edge.targetHandle, edge.target, target)
    if (sourceHandle === undefined || targetHandle === undefined) continue
    const added = addEdge(current, { source, sourceHandle, target, targetHandle })
    if (added.ok) current = added.value.flow
  }
  return { flow: current, changed: newIds.size > 0, nodeIds: [...newIds.values()] }
}
