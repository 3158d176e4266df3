import { useCallback, type Dispatch, type RefObject } from 'react'
import {
  Background,
  BackgroundVariant,
  Controls,
  MiniMap,
  ReactFlow,
  type DefaultEdgeOptions,
  type OnEdgesChange,
  type OnNodesChange,
  type ProOptions,
  type Viewport,
} from '@xyflow/react'
import '@xyflow/react/dist/style.css'
import { useTheme } from '@mui/material/styles'
import type { TIssue } from '@unikflow/graph'
import { useAppSelector } from '../../store'
import { FIT_VIEW_OPTIONS, LARGE_FLOW_VIEWPORT } from './canvas-viewport'
import { edgeTypes } from './edges/ButtonEdge'
import type { CanvasNode } from './model/canvas-types'
import type { EditorAction, EditorState } from './model/editor-reducer'
import { VISIBLE_ONLY_FROM } from './nodes/compact-card'
import { nodeTypes } from './nodes/node-types'
import { useConnectionChecks } from './use-connection-checks'

// Props that are objects are module constants: xyflow copies a changed prop into its store, and each store
// change runs every subscriber's selector (cards, edges, the 300 minimap nodes) — a new object per render
// made every change of the editor's state do that once more.
const SNAP_GRID: [number, number] = [25, 25]
const MULTI_SELECTION_KEYS = ['Meta', 'Control']
const DEFAULT_EDGE_OPTIONS: DefaultEdgeOptions = { type: 'buttonedge' }
const PRO_OPTIONS: ProOptions = { hideAttribution: true }
const MINIMAP_STYLE = { height: 120, width: 180 }
const STICKY_NOTE_COLOUR = '#fff7b1'

/** The xyflow graph of the editor's nodes and edges, with its background, controls and minimap. */
export function CanvasGraph(props: {
  state: EditorState
  stateRef: RefObject<EditorState>
  dispatch: Dispatch<EditorAction>
  /** Explains a refused connection. */
  refuse: (issue: TIssue) => void
  readOnly: boolean
  /** Where the canvas opens (`useViewportSync`); undefined fits the flow to the view. */
  openAt: Viewport | undefined
}) {
  const { state, stateRef, dispatch, refuse, readOnly, openAt } = props
  const theme = useTheme()
  const isDark = useAppSelector((s) => s.customization.isDarkMode)
  const connections = useConnectionChecks({ dispatch, stateRef, refuse })
  const onNodesChange: OnNodesChange<CanvasNode> = useCallback(
    (changes) => dispatch({ type: 'nodesChange', changes }),
    [dispatch],
  )
  // The same function while the theme is the same: a new one re-renders every minimap node.
  const nodeColor = useCallback(
    (n: CanvasNode) => (n.type === 'stickyNote' ? STICKY_NOTE_COLOUR : theme.palette.primary.light),
    [theme],
  )
  const onEdgesChange: OnEdgesChange = useCallback(
    (changes) =>
      dispatch({
        type: 'edgesChange',
        changes: changes.filter((c) => c.type !== 'add' && c.type !== 'replace'),
      }),
    [dispatch],
  )
  return (
    <ReactFlow<CanvasNode>
      nodes={state.nodes}
      edges={state.edges}
      nodeTypes={nodeTypes}
      edgeTypes={edgeTypes}
      onNodesChange={onNodesChange}
      onEdgesChange={onEdgesChange}
      {...connections}
      nodesDraggable={!readOnly}
      nodesConnectable={!readOnly}
      elementsSelectable={!readOnly}
      deleteKeyCode={null}
      selectionKeyCode="Shift"
      multiSelectionKeyCode={MULTI_SELECTION_KEYS}
      snapToGrid
      snapGrid={SNAP_GRID}
      minZoom={0.1}
      maxZoom={2}
      onlyRenderVisibleElements={state.nodes.length >= VISIBLE_ONLY_FROM}
      defaultViewport={openAt ?? (state.nodes.length > 50 ? LARGE_FLOW_VIEWPORT : undefined)}
      fitView={openAt === undefined}
      fitViewOptions={FIT_VIEW_OPTIONS}
      colorMode={isDark ? 'dark' : 'light'}
      proOptions={PRO_OPTIONS}
      defaultEdgeOptions={DEFAULT_EDGE_OPTIONS}
    >
      <Background variant={BackgroundVariant.Dots} gap={16} size={1} />
      {!readOnly && <Controls position="bottom-left" />}
      <MiniMap<CanvasNode>
        position="bottom-right"
        pannable
        zoomable
        nodeColor={nodeColor}
        style={MINIMAP_STYLE}
      />
    </ReactFlow>
  )
}
