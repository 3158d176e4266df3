import { applyEdgeChanges, applyNodeChanges, type EdgeChange, type NodeChange } from '@xyflow/react'
import type { TFlowChange, TFlowData } from '@unikflow/graph'
import type { CanvasEdge, CanvasNode } from './canvas-types'
import { fromCanvasChanges } from './from-canvas'
import { commitHistory, createHistory, redoHistory, undoHistory, type History } from './history'
import { syncCanvasEdges, syncCanvasNodes } from './to-canvas'
import { dropMeasuredEstimates, withUnmeasuredBoxes } from './unmeasured-boxes'

/**
 * The editor: the document with its undo history, and the xyflow nodes/edges rendered from it plus
 * editor-only state (selection, measured size, positions while dragging).
 */
export type EditorState = {
  readonly history: History<TFlowData>
  readonly nodes: CanvasNode[]
  readonly edges: CanvasEdge[]
  /** Bumped by every document change; equal to `cleanRevision` when nothing is unsaved. */
  readonly revision: number
  readonly cleanRevision: number
}

/** A graph edit; it may name the nodes to select afterwards (a new node, pasted nodes). */
export type FlowEdit = (flow: TFlowData) => TFlowChange & { readonly select?: readonly string[] }

export type EditorAction =
  | { type: 'load'; flow: TFlowData; nodes: CanvasNode[]; edges: CanvasEdge[] }
  | { type: 'nodesChange'; changes: NodeChange<CanvasNode>[] }
  | { type: 'edgesChange'; changes: EdgeChange<CanvasEdge>[] }
  /** A graph edit; `key` merges consecutive edits of one field; `select` selects these node ids after. */
  | { type: 'edit'; edit: FlowEdit; key?: string; select?: readonly string[] }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'selectAll' }
  /** The document at `revision` (default: the current one) is saved. */
  | { type: 'markClean'; revision?: number }

export function createEditorState(flow: TFlowData, nodes: CanvasNode[], edges: CanvasEdge[]): EditorState {
  return { history: createHistory(flow), nodes, edges, revision: 0, cleanRevision: 0 }
}

function withSelection(nodes: CanvasNode[], select: readonly string[] | undefined): CanvasNode[] {
  if (!select) return nodes
  const ids = new Set(select)
  return nodes.map((n) => (ids.has(n.id) === Boolean(n.selected) ? n : { ...n, selected: ids.has(n.id) }))
}

/** The canvas shows `flow`: unchanged nodes and edges keep their objects. */
function show(state: EditorState, history: History<TFlowData>, select?: readonly string[]): EditorState {
  const flow = history.present
  const nodes = withUnmeasuredBoxes(withSelection(syncCanvasNodes(state.nodes, flow.nodes), select), flow)
  const edges = syncCanvasEdges(
    select ? state.edges.map((e) => (e.selected ? { ...e, selected: false } : e)) : state.edges,
    flow.edges,
  )
  return { ...state, history, nodes, edges, revision: state.revision + 1 }
}

function commit(
  state: EditorState,
  change: TFlowChange,
  key?: string,
  select?: readonly string[],
): EditorState {
  if (!change.changed) return state
  return show(state, commitHistory(state.history, change.flow, key), select)
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return {
        ...createEditorState(action.flow, action.nodes, action.edges),
        revision: state.revision,
        cleanRevision: state.revision,
      }
    case 'nodesChange': {
      const nodes = dropMeasuredEstimates(applyNodeChanges(action.changes, state.nodes), action.changes)
      const moved = { ...state, nodes }
      return commit(moved, fromCanvasChanges(state.history.present, { nodes: action.changes }))
    }
    case 'edgesChange': {
      const changed = { ...state, edges: applyEdgeChanges(action.changes, state.edges) }
      return commit(changed, fromCanvasChanges(state.history.present, { edges: action.changes }))
    }
    case 'edit': {
      const change = action.edit(state.history.present)
      return commit(state, change, action.key, action.select ?? change.select)
    }
    case 'undo': {
      const history = undoHistory(state.history)
      return history === state.history ? state : show(state, history)
    }
    case 'redo': {
      const history = redoHistory(state.history)
      return history === state.history ? state : show(state, history)
    }
    case 'selectAll':
      return {
        ...state,
        nodes: state.nodes.map((n) => (n.selected ? n : { ...n, selected: true })),
        edges: state.edges.map((e) => (e.selected ? e : { ...e, selected: true })),
      }
    case 'markClean':
      return { ...state, cleanRevision: action.revision ?? state.revision }
  }
}
