import { useCallback, type Dispatch, type RefObject } from 'react'
import {
  Background,
  BackgroundVariant,
  Controls,
  MiniMap,
  ReactFlow,
  type OnEdgesChange,
  type OnNodesChange,
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

const SNAP_GRID: [number, number] = [25, 25]

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
      multiSelectionKeyCode={['Meta', 'Control']}
      snapToGrid
      snapGrid={SNAP_GRID}
      minZoom={0.1}
      maxZoom={2}
      onlyRenderVisibleElements={state.nodes.length >= VISIBLE_ONLY_FROM}
      defaultViewport={openAt ?? (state.nodes.length > 50 ? LARGE_FLOW_VIEWPORT : undefined)}
      fitView={openAt === undefined}
      fitViewOptions={FIT_VIEW_OPTIONS}
      colorMode={isDark ? 'dark' : 'light'}
      proOptions={{ hideAttribution: true }}
      defaultEdgeOptions={{ type: 'buttonedge' }}
    >
      <Background variant={BackgroundVariant.Dots} gap={16} size={1} />
      {!readOnly && <Controls position="bottom-left" />}
      <MiniMap
        position="bottom-right"
        pannable
        zoomable
        nodeColor={(n) => (n.type === 'stickyNote' ? '#fff7b1' : theme.palette.primary.light)}
        style={{ height: 120, width: 180 }}
      />
    </ReactFlow>
  )
}
