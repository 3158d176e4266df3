import { Position, type NodeChange, type NodeHandle } from '@xyflow/react'
import type { TFlowEdge, TFlowNode } from '@unikflow/graph'
import { VISIBLE_ONLY_FROM } from '../nodes/compact-card'
import type { CanvasNode } from './canvas-types'

// xyflow mounts every node it has not measured, on screen or not, to find its handles; in a 300-node
// flow that is 300 cards built, laid out, measured and (280 of them) unmounted before the first paint.
// A node that comes with a size and its handles (xyflow's `initialWidth`/`initialHeight` and `handles`,
// meant for drawing flows before the DOM) is mounted only when it is on screen, and measured then.
// These estimates follow the card's layout (card.css); only edges to off-screen cards use them.

/** Heights in card.css: header (padding, 40 px icon, border), section title, row, a param field. */
const HEADER = 66
const SECTION = 24
const ROW = 32
const PARAM = 72
const CARD_WIDTH = 300
const AGENTFLOW_WIDTH = 240

type Estimate = Required<Pick<CanvasNode, 'initialWidth' | 'initialHeight' | 'handles'>>

function handlesOf(
  node: TFlowNode,
  edges: readonly TFlowEdge[],
  width: number,
): { handles: NodeHandle[]; height: number } {
  const anchors = node.data.inputAnchors.filter((a) => !a.additionalParams)
  const params = node.data.inputParams.filter((p) => !p.additionalParams).length
  const outputs = node.data.outputAnchors
  const inputsEnd = HEADER + SECTION + anchors.length * ROW + params * PARAM
  const outputsTop = inputsEnd + 1 + SECTION
  const height = outputsTop + Math.max(outputs.length, 1) * ROW + 4
  const handles: NodeHandle[] = []
  for (const edge of edges) {
    if (edge.target === node.id) {
      const i = anchors.findIndex((a) => a.id === edge.targetHandle)
      const y = i < 0 ? HEADER / 2 : HEADER + SECTION + i * ROW + ROW / 2
      handles.push({ id: edge.targetHandle, type: 'target', position: Position.Left, x: 0, y })
    }
    if (edge.source === node.id) {
      const j = outputs.findIndex((o) => edge.sourceHandle.startsWith(o.id ?? '\0'))
      const y = outputsTop + Math.max(j, 0) * ROW + ROW / 2
      handles.push({ id: edge.sourceHandle, type: 'source', position: Position.Right, x: width - 1, y })
    }
  }
  return { handles, height }
}

/** A node's size (as stored, else estimated) and the handles its edges end at, until xyflow measures it. */
function estimate(node: TFlowNode, edges: readonly TFlowEdge[]): Estimate {
  const width = node.width ?? (node.type === 'agentFlow' ? AGENTFLOW_WIDTH : CARD_WIDTH)
  const { handles, height } = handlesOf(node, edges, width)
  return { initialWidth: width, initialHeight: node.height ?? height, handles }
}

const sameEstimate = (node: CanvasNode, next: Estimate) =>
  node.initialWidth === next.initialWidth &&
  node.initialHeight === next.initialHeight &&
  JSON.stringify(node.handles) === JSON.stringify(next.handles)

/**
 * Canvas nodes that xyflow need not mount before they are on screen (see above), in a flow large enough
 * that only what is on screen is rendered. Run again after every document change (an edge added to an
 * unmeasured node needs its handle); a node whose estimate did not change keeps its object.
 */
export function withUnmeasuredBoxes(
  nodes: CanvasNode[],
  flow: { nodes: readonly TFlowNode[]; edges: readonly TFlowEdge[] },
): CanvasNode[] {
  if (nodes.length < VISIBLE_ONLY_FROM) return nodes
  const edgesOf = new Map<string, TFlowEdge[]>()
  const add = (id: string, edge: TFlowEdge) => {
    const list = edgesOf.get(id)
    if (list) list.push(edge)
    else edgesOf.set(id, [edge])
  }
  for (const edge of flow.edges) {
    add(edge.source, edge)
    if (edge.target !== edge.source) add(edge.target, edge)
  }
  const byId = new Map(flow.nodes.map((n) => [n.id, n]))
  return nodes.map((node) => {
    const doc = byId.get(node.id)
    if (!doc || node.measured) return node
    const next = estimate(doc, edgesOf.get(node.id) ?? [])
    return node.handles && sameEstimate(node, next) ? node : { ...node, ...next }
  })
}

/**
 * The nodes after xyflow's changes: a node xyflow has measured drops its estimate, so its handles are
 * the measured ones from then on (xyflow takes a node's `handles` over what it measured).
 */
export function dropMeasuredEstimates(
  nodes: CanvasNode[],
  changes: readonly NodeChange<CanvasNode>[],
): CanvasNode[] {
  const measured = new Set(changes.flatMap((c) => (c.type === 'dimensions' ? [c.id] : [])))
  if (measured.size === 0) return nodes
  return nodes.map((node) => {
    if (!measured.has(node.id) || !node.handles) return node
    const { handles: _handles, initialWidth: _width, initialHeight: _height, ...rest } = node
    return rest
  })
}
