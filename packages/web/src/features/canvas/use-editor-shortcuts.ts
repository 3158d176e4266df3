import { useRef, type Dispatch, type RefObject } from 'react'
import { deleteEdge, deleteNode, type TFlowData } from '@unikflow/graph'
import { measuredSizes } from './canvas-viewport'
import { copySelection, pasteClipboard, type Clipboard } from './model/clipboard'
import type { EditorAction, EditorState } from './model/editor-reducer'
import { withoutExtraStart } from './model/single-start'
import { useCanvasShortcuts } from './use-canvas-shortcuts'

/** `flow` without the edges and nodes listed (edges first: a node's deletion also takes its edges). */
function deleteSelection(flow: TFlowData, edgeIds: readonly string[], nodeIds: readonly string[]) {
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
}

/**
 * The editor's keyboard: save, undo/redo, select all, delete the selection, copy and paste it (each
 * paste of one copy a step further off). A read-only canvas neither saves, deletes nor pastes.
 */
export function useEditorShortcuts(options: {
  dispatch: Dispatch<EditorAction>
  stateRef: RefObject<EditorState>
  readOnly: boolean
  onSave: () => void
  onSecondStart: RefObject<() => void>
}): void {
  const { dispatch, stateRef, readOnly, onSave, onSecondStart } = options
  const clipboard = useRef<{ data: Clipboard; pasted: number } | null>(null)
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
      dispatch({ type: 'edit', edit: (flow) => deleteSelection(flow, edgeIds, nodeIds) })
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
      if (allowed.refusedStart) onSecondStart.current()
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
}
