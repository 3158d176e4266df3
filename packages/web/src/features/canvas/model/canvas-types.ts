import type { Edge, Node } from '@xyflow/react'
import type { TNodeData } from '@unikflow/graph'

/** xyflow node types, as Flowise names them in saved flows (graph's CanvasNodeTypes). */
export type CustomCanvasNode = Node<TNodeData, 'customNode'>
export type StickyCanvasNode = Node<TNodeData, 'stickyNote'>
export type CanvasNode = CustomCanvasNode | StickyCanvasNode

export type CanvasEdgeData = { label?: string }
export type CanvasEdge = Edge<CanvasEdgeData, 'buttonedge'>
