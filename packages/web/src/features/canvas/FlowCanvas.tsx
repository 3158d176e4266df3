import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react'
import {
  Background,
  BackgroundVariant,
  Controls,
  MiniMap,
  ReactFlow,
  ReactFlowProvider,
  useReactFlow,
  type Connection,
  type FinalConnectionState,
  type IsValidConnection,
  type OnEdgesChange,
  type OnNodesChange,
} from '@xyflow/react'
import '@xyflow/react/dist/style.css'
import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import {
  addEdge,
  AGENTFLOW_START_NODE,
  canConnect,
  createNode,
  deleteEdge,
  deleteNode,
  holdsAgentflowStart,
  type TConnection,
  type TIssue,
} from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useAppSelector } from '../../store'
import { useNotify } from '../../ui/useNotify'
import { CanvasActionsContext } from './CanvasContext'
import { EmptyCanvasHint } from './EmptyCanvasHint'
import { edgeTypes } from './edges/ButtonEdge'
import type { CanvasNode } from './model/canvas-types'
import { copySelection, pasteClipboard, type Clipboard } from './model/clipboard'
import { freeSpot } from './model/free-spot'
import { expectedSize, nodeBoxes } from './model/node-boxes'
import { withoutExtraStart, wouldAddSecondStart } from './model/single-start'
import { CardTextsContext, useTranslatedCardTexts } from './nodes/card-texts'
import { canvasCssVars } from './nodes/card-vars'
import { VISIBLE_ONLY_FROM } from './nodes/compact-card'
import type { FlowCanvasProps } from './flow-canvas-props'
import { READ_ONLY_FIELDSET, toConnection } from './canvas-fields'
import { FIT_VIEW_OPTIONS, LARGE_FLOW_VIEWPORT, measuredSizes, showsSomeNode } from './canvas-viewport'
import { nodeTypes } from './nodes/node-types'
import { NodePalette } from './palette/NodePalette'
import { PALETTE_DRAG_TYPE } from './palette/palette-groups'
import { useCanvasShortcuts } from './use-canvas-shortcuts'
import { useEditorActions } from './use-editor-actions'

const SNAP_GRID: [number, number] = [25, 25]
function Editor(props: FlowCanvasProps) {
  const {
    unikId,
    state,
    dispatch,
    descriptors,
    paletteTabs,
    viewportGetter,
    fitToken,
    onSave,
    readOnly = false,
    onImport,
    savedViewport,
  } = props
  const { t } = useTranslation('canvas')
  const notify = useNotify()
  const theme = useTheme()
  const isDark = useAppSelector((s) => s.customization.isDarkMode)
  const cardTexts = useTranslatedCardTexts()
  const { screenToFlowPosition, fitView, getViewport } = useReactFlow<CanvasNode>()
  const stateRef = useRef(state)
  stateRef.current = state
  const clipboard = useRef<{ data: Clipboard; pasted: number } | null>(null)
  const [paletteOpen, setPaletteOpen] = useState(false)

  // Card colours as CSS variables, once for all cards (card.css reads them).
  const rootSx = useMemo(() => ({ position: 'absolute', inset: 0, ...canvasCssVars(theme) }), [theme])

  const byName = useMemo(() => new Map(descriptors.map((d) => [d.name, d])), [descriptors])
  const byNameRef = useRef(byName)
  byNameRef.current = byName

  const refuse = useCallback(
    (issue: TIssue) => notify.info(t(`connection.${issue.code}`, { defaultValue: t('connection.refused') })),
    [notify, t],
  )

  const refuseSecondStart = useRef<() => void>(() => undefined)
  refuseSecondStart.current = () => notify.info(t('start.onlyOne'))
  const actions = useEditorActions({
    unikId,
    dispatch,
    stateRef,
    byNameRef,
    onSecondStart: refuseSecondStart,
  })
  const holdsStart = holdsAgentflowStart(state.history.present)
  const unavailable = useMemo(
    () => new Map(holdsStart ? [[AGENTFLOW_START_NODE, t('start.onlyOne')]] : []),
    [holdsStart, t],
  )

  const addNodeAt = useCallback(
    (name: string, position: { x: number; y: number }) => {
      const descriptor = byNameRef.current.get(name)
      if (!descriptor) return
      if (wouldAddSecondStart(stateRef.current.history.present, name)) return refuseSecondStart.current()
      const sizes = measuredSizes(stateRef.current.nodes)
      dispatch({
        type: 'edit',
        edit: (f) => {
          const size = expectedSize(f.nodes, name, sizes)
          const spot = freeSpot(position, size, nodeBoxes(f.nodes, sizes))
          const node = createNode(descriptor, spot, f.nodes)
          return { flow: { ...f, nodes: [...f.nodes, node] }, changed: true, select: [node.id] }
        },
      })
    },
    [dispatch],
  )

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

  const isValidConnection: IsValidConnection = useCallback((c) => {
    const connection = toConnection(c)
    return connection !== undefined && canConnect(connection, stateRef.current.history.present).ok
  }, [])

  const onConnect = useCallback(
    (c: Connection) => {
      const connection = toConnection(c)
      if (!connection) return
      const result = addEdge(stateRef.current.history.present, connection)
      if (!result.ok) return refuse(result.error)
      dispatch({
        type: 'edit',
        edit: (f) => {
          const added = addEdge(f, connection)
          return added.ok ? added.value : { flow: f, changed: false }
        },
      })
    },
    [dispatch, refuse],
  )

  // A connection dropped on a handle that refuses it: say why (graph's canConnect decides).
  const onConnectEnd = useCallback(
    (_event: MouseEvent | TouchEvent, end: FinalConnectionState) => {
      const { fromHandle, toHandle, isValid } = end
      if (!fromHandle || !toHandle || isValid || !fromHandle.id || !toHandle.id) return
      const fromSource = fromHandle.type === 'source'
      const connection: TConnection = fromSource
        ? {
            source: fromHandle.nodeId,
            sourceHandle: fromHandle.id,
            target: toHandle.nodeId,
            targetHandle: toHandle.id,
          }
        : {
            source: toHandle.nodeId,
            sourceHandle: toHandle.id,
            target: fromHandle.nodeId,
            targetHandle: fromHandle.id,
          }
      const verdict = canConnect(connection, stateRef.current.history.present)
      if (!verdict.ok) refuse(verdict.error)
    },
    [refuse],
  )

  const onDragOver = useCallback((e: DragEvent) => {
    if (!e.dataTransfer.types.includes(PALETTE_DRAG_TYPE)) return
    e.preventDefault()
    e.dataTransfer.dropEffect = 'move'
  }, [])
  const onDrop = useCallback(
    (e: DragEvent) => {
      const name = e.dataTransfer.getData(PALETTE_DRAG_TYPE)
      if (!name) return
      e.preventDefault()
      addNodeAt(name, screenToFlowPosition({ x: e.clientX - 150, y: e.clientY - 30 }))
    },
    [addNodeAt, screenToFlowPosition],
  )
  const onAddFromPalette = useCallback(
    (name: string) => {
      const el = document.querySelector('.react-flow')
      const rect = el?.getBoundingClientRect()
      const center = rect
        ? { x: rect.left + rect.width / 2 - 150, y: rect.top + rect.height / 3 }
        : { x: 0, y: 0 }
      addNodeAt(name, screenToFlowPosition(center))
    },
    [addNodeAt, screenToFlowPosition],
  )

  useEffect(() => {
    if (fitToken === 0) return
    // New nodes are measured after the next paint; fitting earlier would ignore them.
    const timer = setTimeout(() => void fitView(FIT_VIEW_OPTIONS), 120)
    return () => clearTimeout(timer)
  }, [fitToken, fitView])
  useEffect(() => {
    viewportGetter.current = getViewport
    return () => {
      viewportGetter.current = null
    }
  }, [viewportGetter, getViewport])

  const noop = () => undefined
  useCanvasShortcuts({
    onSave: readOnly ? noop : onSave,
    onUndo: () => dispatch({ type: 'undo' }),
    onRedo: () => dispatch({ type: 'redo' }),
    onSelectAll: () => dispatch({ type: 'selectAll' }),
    onDelete: () => {
      if (readOnly) return
      const { nodes, edges } = stateRef.current
      const nodeIds = nodes.filter((n) => n.selected).map((n) => n.id)
      const edgeIds = edges.filter((e) => e.selected).map((e) => e.id)
      if (nodeIds.length === 0 && edgeIds.length === 0) return
      dispatch({
        type: 'edit',
        edit: (flow) => {
          let current = flow
          let changed = false
          for (const id of edgeIds) {
            const r = deleteEdge(current, id)
            current = r.flow
            changed ||= r.changed
          }
          for (const id of nodeIds) {
            const r = deleteNode(current, id)
            current = r.flow
            changed ||= r.changed
          }
          return { flow: current, changed }
        },
      })
    },
    onCopy: () => {
      const { nodes, history } = stateRef.current
      const selected = new Set(nodes.filter((n) => n.selected).map((n) => n.id))
      if (selected.size > 0) clipboard.current = { data: copySelection(history.present, selected), pasted: 0 }
    },
    onPaste: () => {
      const clip = clipboard.current
      if (!clip || readOnly) return
      const allowed = withoutExtraStart(stateRef.current.history.present, clip.data)
      if (allowed.refusedStart) refuseSecondStart.current()
      if (allowed.clipboard.nodes.length === 0) return
      clip.pasted += 1
      const times = clip.pasted
      const sizes = measuredSizes(stateRef.current.nodes)
      dispatch({
        type: 'edit',
        edit: (f) => {
          const r = pasteClipboard(f, withoutExtraStart(f, clip.data).clipboard, times, sizes)
          return { ...r, select: r.nodeIds }
        },
      })
    },
  })

  // A flow opens fitted to the view (a saved viewport may show nothing of it on this screen), a large one
  // starting zoomed out so the cards measured before the fit are compact. Only a large flow (hundreds of
  // cards: fitted, all would be mounted at once and none readable) opens where it was saved, if that
  // shows some of it.
  // Decided once, when the canvas mounts.
  const [openAt] = useState(() =>
    savedViewport && state.nodes.length >= VISIBLE_ONLY_FROM && showsSomeNode(savedViewport, state.nodes)
      ? savedViewport
      : undefined,
  )

  const graph = (
    <ReactFlow<CanvasNode>
      nodes={state.nodes}
      edges={state.edges}
      nodeTypes={nodeTypes}
      edgeTypes={edgeTypes}
      onNodesChange={onNodesChange}
      onEdgesChange={onEdgesChange}
      onConnect={onConnect}
      onConnectEnd={onConnectEnd}
      isValidConnection={isValidConnection}
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

  return (
    <CanvasActionsContext.Provider value={actions}>
      <CardTextsContext.Provider value={cardTexts}>
        <Box sx={rootSx} onDragOver={onDragOver} onDrop={onDrop}>
          {readOnly ? (
            <>
              <fieldset disabled style={READ_ONLY_FIELDSET}>
                {graph}
              </fieldset>
              {/* Outside the disabled fieldset, so zooming stays possible. */}
              <Controls position="bottom-left" showInteractive={false} />
            </>
          ) : (
            graph
          )}
          {!readOnly && (
            <NodePalette
              descriptors={descriptors}
              tabs={paletteTabs}
              unavailable={unavailable}
              onAdd={onAddFromPalette}
              open={paletteOpen}
              onOpenChange={setPaletteOpen}
            />
          )}
          {!readOnly && state.nodes.length === 0 && onImport && (
            <EmptyCanvasHint unikId={unikId} onAddNode={() => setPaletteOpen(true)} onImport={onImport} />
          )}
        </Box>
      </CardTextsContext.Provider>
    </CanvasActionsContext.Provider>
  )
}

/** The @xyflow/react canvas: rendering, connecting, dropping nodes, keyboard. The document lives in `state`. */
export type { FlowCanvasProps }

export function FlowCanvas(props: FlowCanvasProps) {
  return (
    <ReactFlowProvider>
      <Editor {...props} />
    </ReactFlowProvider>
  )
}
