import {
  CanvasNodeTypes,
  getCanvasNodeType,
  hydrateFlow,
  type TDescriptorLookup,
  type TFlowData,
  type TFlowEdge,
  type TFlowNode,
  type TUnknownNode,
  type TViewport,
} from '@unikflow/graph'
import type { CanvasEdge, CanvasNode } from './canvas-types'
import { withUnmeasuredBoxes } from './unmeasured-boxes'

export const DEFAULT_VIEWPORT: TViewport = { x: 0, y: 0, zoom: 1 }

export type CanvasGraph = {
  /** The document the editor starts from (hydrated: every known node rebuilt from its descriptor). */
  readonly flow: TFlowData
  readonly nodes: CanvasNode[]
  readonly edges: CanvasEdge[]
  readonly viewport: TViewport
  readonly unknownNodes: readonly TUnknownNode[]
}

function canvasType(node: TFlowNode): CanvasNode['type'] {
  if (node.type === CanvasNodeTypes.StickyNote || node.type === CanvasNodeTypes.Custom) return node.type
  // Agentflow v2 nodes (agentFlow, iteration) render as node cards.
  return getCanvasNodeType({ name: node.data.name }) === CanvasNodeTypes.StickyNote
    ? CanvasNodeTypes.StickyNote
    : CanvasNodeTypes.Custom
}

/**
 * One document node as xyflow renders it. `width`/`height` stay in the document only: given to xyflow
 * they would fix the card's size, and the card sizes itself to its parameters.
 */
export function toCanvasNode(node: TFlowNode, previous?: CanvasNode): CanvasNode {
  const base = { id: node.id, position: { x: node.position.x, y: node.position.y }, data: node.data }
  const editor = previous
    ? {
        ...(previous.selected !== undefined && { selected: previous.selected }),
        ...(previous.measured !== undefined && { measured: previous.measured }),
      }
    : {}
  return canvasType(node) === 'stickyNote'
    ? { ...base, ...editor, type: 'stickyNote' }
    : { ...base, ...editor, type: 'customNode' }
}

export function toCanvasEdge(edge: TFlowEdge, previous?: CanvasEdge): CanvasEdge {
  const label = edge.data?.label
  return {
    id: edge.id,
    source: edge.source,
    target: edge.target,
    sourceHandle: edge.sourceHandle,
    targetHandle: edge.targetHandle,
    type: 'buttonedge',
    ...(typeof label === 'string' && { data: { label } }),
    ...(previous?.selected !== undefined && { selected: previous.selected }),
  }
}

/** The one mapping from a stored flow to the canvas (docs/conventions.md#one-mapping-between-flow-and-canvas): hydrate, then build xyflow nodes/edges. */
export function toCanvas(
  flowData: TFlowData,
  descriptors: TDescriptorLookup,
  /** The document as read (JSON value): unknown nodes are kept exactly as written there. */
  sent?: () => unknown,
): CanvasGraph {
  const { flow, unknownNodes } = hydrateFlow(flowData, descriptors, {
    migrations: 'keep',
    ...(sent && { sent }),
  })
  return {
    flow,
    nodes: withUnmeasuredBoxes(
      flow.nodes.map((n) => toCanvasNode(n)),
      flow,
    ),
    edges: flow.edges.map((e) => toCanvasEdge(e)),
    viewport: flow.viewport ?? DEFAULT_VIEWPORT,
    unknownNodes,
  }
}

const samePosition = (a: CanvasNode, b: TFlowNode) =>
  a.position.x === b.position.x && a.position.y === b.position.y

/**
 * The canvas after a document change: a node whose data and position did not change keeps its object
 * (memo'd cards do not re-render), the others are rebuilt keeping selection and measured size.
 */
export function syncCanvasNodes(previous: readonly CanvasNode[], nodes: readonly TFlowNode[]): CanvasNode[] {
  const byId = new Map(previous.map((n) => [n.id, n]))
  return nodes.map((node) => {
    const prev = byId.get(node.id)
    if (prev && prev.data === node.data && samePosition(prev, node) && prev.type === canvasType(node))
      return prev
    return toCanvasNode(node, prev)
  })
}

export function syncCanvasEdges(previous: readonly CanvasEdge[], edges: readonly TFlowEdge[]): CanvasEdge[] {
  const byId = new Map(previous.map((e) => [e.id, e]))
  return edges.map((edge) => {
    const prev = byId.get(edge.id)
    const same =
      prev &&
      prev.source === edge.source &&
      prev.target === edge.target &&
      prev.sourceHandle === edge.sourceHandle &&
      prev.targetHandle === edge.targetHandle
    return same ? prev : toCanvasEdge(edge, prev)
  })
}
