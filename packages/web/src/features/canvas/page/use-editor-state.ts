import { useCallback, useEffect, useReducer, useRef, useState } from 'react'
import type { Viewport } from '@xyflow/react'
import { useAppDispatch } from '../../../store'
import { closeCanvas, removeDirty, setDirty } from '../../../store/canvasSlice'
import { createEditorState, editorReducer, type EditorState } from '../model/editor-reducer'
import { DEFAULT_VIEWPORT } from '../model/to-canvas'
import { EMPTY_FLOW } from '../stored-flow'

const EMPTY_EDITOR: EditorState = createEditorState(EMPTY_FLOW, [], [])

/**
 * The editor's state (nodes, edges, undo history) with a ref to its latest value, the canvas viewport,
 * and the "fit the view" token; the store hears whether there are unsaved edits, and the canvas closing.
 */
export function useEditorState() {
  const dispatch = useAppDispatch()
  const [editor, send] = useReducer(editorReducer, EMPTY_EDITOR)
  const editorRef = useRef(editor)
  editorRef.current = editor
  const viewportGetter = useRef<(() => Viewport) | null>(null)
  const currentViewport = useCallback(() => viewportGetter.current?.() ?? DEFAULT_VIEWPORT, [])
  const [fitToken, setFitToken] = useState(0)
  const refit = useCallback(() => setFitToken((n) => n + 1), [])
  useEffect(() => {
    dispatch(editor.revision === editor.cleanRevision ? removeDirty() : setDirty())
  }, [editor.revision, editor.cleanRevision, dispatch])
  useEffect(() => () => void dispatch(closeCanvas()), [dispatch])
  return { editor, send, editorRef, viewportGetter, currentViewport, fitToken, refit }
}
