import { useCallback, useMemo, useRef, useState } from 'react'
import { Controls, ReactFlowProvider } from '@xyflow/react'
import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import { AGENTFLOW_START_NODE, holdsAgentflowStart, type TIssue } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useNotify } from '../../ui/useNotify'
import { READ_ONLY_FIELDSET } from './canvas-fields'
import { CanvasActionsContext } from './CanvasContext'
import { CanvasGraph } from './CanvasGraph'
import { EmptyCanvasHint } from './EmptyCanvasHint'
import type { FlowCanvasProps } from './flow-canvas-props'
import { CardTextsContext, useTranslatedCardTexts } from './nodes/card-texts'
import { canvasCssVars } from './nodes/card-vars'
import { NodePalette } from './palette/NodePalette'
import { useEditorActions } from './use-editor-actions'
import { useEditorShortcuts } from './use-editor-shortcuts'
import { usePaletteDrop } from './use-palette-drop'
import { useViewportSync } from './use-viewport-sync'

function Editor(props: FlowCanvasProps) {
  const { unikId, state, dispatch, descriptors, paletteTabs, onSave, readOnly = false, onImport } = props
  const { savedViewport, fitToken, viewportGetter } = props
  const { t } = useTranslation('canvas')
  const notify = useNotify()
  const theme = useTheme()
  const cardTexts = useTranslatedCardTexts()
  const stateRef = useRef(state)
  stateRef.current = state
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
  const holdsStart = holdsAgentflowStart(state.history.present)
  const unavailable = useMemo(
    () => new Map(holdsStart ? [[AGENTFLOW_START_NODE, t('start.onlyOne')]] : []),
    [holdsStart, t],
  )

  const edits = { dispatch, stateRef, byNameRef, onSecondStart: refuseSecondStart }
  const actions = useEditorActions({ unikId, ...edits })
  const palette = usePaletteDrop(edits)
  useEditorShortcuts({ dispatch, stateRef, readOnly, onSave, onSecondStart: refuseSecondStart })
  const openAt = useViewportSync({ nodes: state.nodes, savedViewport, fitToken, viewportGetter })

  const graph = (
    <CanvasGraph
      state={state}
      stateRef={stateRef}
      dispatch={dispatch}
      refuse={refuse}
      readOnly={readOnly}
      openAt={openAt}
    />
  )
  return (
    <CanvasActionsContext.Provider value={actions}>
      <CardTextsContext.Provider value={cardTexts}>
        <Box sx={rootSx} onDragOver={palette.onDragOver} onDrop={palette.onDrop}>
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
              onAdd={palette.onAddFromPalette}
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
