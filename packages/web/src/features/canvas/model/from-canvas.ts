import type { EdgeChange, NodeChange } from '@xyflow/react'
import {
  deleteEdge,
  deleteNode,
  stripEditorFields,
  type TFlowChange,
  type TFlowData,
  type TFlowEdge,
  type TFlowNode,
  type TNodeData,
  type TViewport,
} from '@unikflow/graph'
import type { CanvasEdge, CanvasNode } from './canvas-types'

function toDocumentData(data: TNodeData): TNodeData {
  const { selected: _selected, ...rest } = data
  return rest
}

/** A canvas node as the document stores it: no `selected`, `dragging`, `measured` (docs/conventions.md#document-state-apart-from-editor-state). */
export function toDocumentNode(node: CanvasNode | TFlowNode): TFlowNode {
  const stripped = stripEditorFields({ ...node, data: node.data })
  return { ...stripped, data: 'selected' in node.data ? toDocumentData(node.data) : node.data }
}

export function toDocumentEdge(edge: CanvasEdge): TFlowEdge {
  return {
    id: edge.id,
    source: edge.source,
    target: edge.target,
    sourceHandle: edge.sourceHandle ?? '',
    targetHandle: edge.targetHandle ?? '',
    type: edge.type ?? 'buttonedge',
    ...(edge.data && { data: { ...edge.data } }),
  }
}

/** The saved document for a canvas: nodes, edges and the viewport, nothing of the editor's state. */
export function fromCanvas(
  nodes: readonly CanvasNode[],
  edges: readonly CanvasEdge[],
  viewport: TViewport,
): TFlowData {
  return { nodes: nodes.map(toDocumentNode), edges: edges.map(toDocumentEdge), viewport: { ...viewport } }
}

export type CanvasChanges = {
  readonly nodes?: readonly NodeChange<CanvasNode>[]
  readonly edges?: readonly EdgeChange<CanvasEdge>[]
}

function moveNode(flow: TFlowData, id: string, position: { x: number; y: number }): TFlowChange {
  let changed = false
  const nodes = flow.nodes.map((node) => {
    if (node.id !== id || (node.position.x === position.x && node.position.y === position.y)) return node
    changed = true
    return { ...node, position: { x: position.x, y: position.y } }
  })
  return changed ? { flow: { ...flow, nodes }, changed } : { flow, changed: false }
}

/**
 * Applies xyflow's change events to the document. Only document edits count: a finished move, a removal
 * (through graph's deleteNode / deleteEdge, so referencing inputs are cleared), an added or replaced node.
 * Selection, measured dimensions and positions while dragging are editor state and change nothing.
 */
export function fromCanvasChanges(flow: TFlowData, changes: CanvasChanges): TFlowChange {
  let current = flow
  let changed = false
  const apply = (result: TFlowChange) => {
    current = result.flow
    changed ||= result.changed
  }
  for (const change of changes.edges ?? []) {
    if (change.type === 'remove') apply(deleteEdge(current, change.id))
  }
  for (const change of changes.nodes ?? []) {
    switch (change.type) {
      case 'position':
        if (change.position && change.dragging !== true) apply(moveNode(current, change.id, change.position))
        break
      case 'remove':
        apply(deleteNode(current, change.id))
        break
      case 'add':
        apply({ flow: { ...current, nodes: [...current.nodes, toDocumentNode(change.item)] }, changed: true })
        break
      case 'replace':
        apply({
          flow: {
            ...current,
            nodes: current.nodes.map((n) => (n.id === change.id ? toDocumentNode(change.item) : n)),
          },
          changed: true,
        })
        break
      case 'select':
      case 'dimensions':
        break
    }
  }
  return { flow: current, changed }
}
