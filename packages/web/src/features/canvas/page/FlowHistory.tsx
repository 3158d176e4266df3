import { useCallback, type RefObject } from 'react'
import type {
  TChatflow,
  TFlowData,
  TFlowVersionConflictDetails,
  TPublicNodeDescriptor,
} from '@unikflow/graph'
import type { CanvasChatflow } from '../../../store/canvasSlice'
import { HistoryPanel } from '../history/HistoryPanel'
import { ReleasesPanel } from '../releases/ReleasesPanel'
import { useRestoreVersion } from '../history/use-restore-version'
import type { EditorState } from '../model/editor-reducer'
import { toCanvas } from '../model/to-canvas'

/**
 * The History and Releases panels of a saved flow: its versions (restoring one into the editor) and its
 * releases, both compared with the canvas.
 */
export function FlowHistory(props: {
  open: boolean
  releasesOpen: boolean
  onReleasesClose: () => void
  unikId: string
  chatflow: CanvasChatflow | null
  isDirty: boolean
  editorRef: RefObject<EditorState>
  descriptors: readonly TPublicNodeDescriptor[]
  onRestored: (flow: TChatflow) => void
  onConflict: (details: TFlowVersionConflictDetails) => void
  onClose: () => void
}) {
  const { unikId, chatflow, editorRef, descriptors } = props
  const history = useRestoreVersion({
    unikId,
    flowId: chatflow?.id,
    loadedVersion: chatflow?.version,
    isDirty: props.isDirty,
    onRestored: props.onRestored,
    onConflict: props.onConflict,
  })
  const currentFlow = useCallback(() => editorRef.current.history.present, [editorRef])
  const asOnCanvas = useCallback((flow: TFlowData) => toCanvas(flow, descriptors).flow, [descriptors])
  if (!chatflow) return null
  return (
    <>
      <HistoryPanel
        open={props.open}
        unikId={unikId}
        flowId={chatflow.id}
        loadedVersion={chatflow.version}
        currentFlow={currentFlow}
        asOnCanvas={asOnCanvas}
        restoring={history.restoring}
        onRestore={(version) => void history.restore(version)}
        onClose={props.onClose}
      />
      <ReleasesPanel
        open={props.releasesOpen}
        unikId={unikId}
        flowId={chatflow.id}
        isDirty={props.isDirty}
        currentFlow={currentFlow}
        asOnCanvas={asOnCanvas}
        onClose={props.onReleasesClose}
      />
    </>
  )
}
