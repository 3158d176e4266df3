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
import { freeOffset } from './free-spot'
import { nodeBoxes, type Size } from './node-boxes'

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
 * emptied), the group moved as one `PASTE_OFFSET × times` from the originals or, when a card is there,
 * to the nearest offset where no copy lands on another card (`sizes`: the measured cards by node id);
 * then the inner edges re-made with addEdge.
 */
export function pasteClipboard(
  flow: TFlowData,
  clipboard: Clipboard,
  times = 1,
  sizes: ReadonlyMap<string, Size> = new Map(),
): TFlowChange & { readonly nodeIds: readonly string[] } {
  if (clipboard.nodes.length === 0) return { flow, changed: false, nodeIds: [] }
  const offset = freeOffset(nodeBoxes(clipboard.nodes, sizes), nodeBoxes(flow.nodes, sizes), {
    x: PASTE_OFFSET * times,
    y: PASTE_OFFSET * times,
  })
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
      position: { x: original.position.x + offset.x, y: original.position.y + offset.y },
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
