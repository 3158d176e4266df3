import { useCallback, useRef, useState, type Dispatch, type RefObject } from 'react'
import { useNavigate } from 'react-router'
import type { Viewport } from '@xyflow/react'
import type { TChatflowSaved, TChatflowType } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import * as flowsApi from '../../api/chatflows'
import { useAppDispatch, useAppSelector } from '../../store'
import { setChatflow } from '../../store/canvasSlice'
import { useNotify } from '../../ui/useNotify'
import { canvasUrl, type FlowKind } from '../chatflows/flow-kinds'
import type { EditorAction, EditorState } from './model/editor-reducer'
import { toCanvasChatflow } from './stored-flow'
import { useFlowRename } from './use-flow-rename'
import { useSaveConflict } from './use-save-conflict'

type SaveOptions = { name?: string; version?: number }

/** The edited graph as stored: its nodes and edges now, and where the canvas looks. */
const flowDataOf = (editor: EditorState, viewport: Viewport) =>
  JSON.stringify({ nodes: editor.history.present.nodes, edges: editor.history.present.edges, viewport })

interface FlowSaveParams {
  unikId: string
  kind: FlowKind
  /** Stored type of a flow created here (AGENTFLOW for Agentflow v2 on the agent canvas). */
  type: TChatflowType
  name: string
  editorRef: RefObject<EditorState>
  send: Dispatch<EditorAction>
  currentViewport: () => Viewport
  /** Set to the id of a flow created here, so the page does not load it again. */
  createdId: RefObject<string | undefined>
  allowNextNavigation: () => void
  invalidateLists: () => Promise<void>
  /** Names a flow that is not saved yet (renaming it saves nothing). */
  setLocalName: (name: string) => void
}

/**
 * Saving the edited flow: creates it on the first save (then moves to its address), updates it
 * after, asks for a name when it has none, and holds a version conflict for the conflict dialog.
 * Renaming goes through here too (it saves the name alone).
 */
export function useFlowSave({
  unikId,
  kind,
  type,
  name,
  editorRef,
  send,
  currentViewport,
  createdId,
  allowNextNavigation,
  invalidateLists,
  setLocalName,
}: FlowSaveParams) {
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const { t } = useTranslation(['canvas', 'chatflows'])
  const notify = useNotify()
  const chatflow = useAppSelector((s) => s.canvas.chatflow)
  const [saving, setSaving] = useState(false)
  const [askName, setAskName] = useState(false)
  const { conflict, setConflict, onSaveError } = useSaveConflict()
  const rename = useFlowRename({ unikId, invalidateLists, setLocalName, onSaveError })

  const savingRef = useRef(false)
  const save = useCallback(
    async (options: SaveOptions = {}) => {
      if (savingRef.current) return
      const flowName = (options.name ?? name).trim()
      if (flowName === '') {
        setAskName(true)
        return
      }
      const { revision } = editorRef.current
      const flowData = flowDataOf(editorRef.current, currentViewport())
      savingRef.current = true
      setSaving(true)
      try {
        let warnings: TChatflowSaved['warnings']
        if (!chatflow) {
          const created = await flowsApi.createChatflow(unikId, { name: flowName, flowData, type })
          createdId.current = created.id
          warnings = created.warnings
          dispatch(setChatflow(toCanvasChatflow(created)))
          send({ type: 'markClean', revision })
          allowNextNavigation()
          void navigate(canvasUrl(unikId, kind, created.id), { replace: true })
        } else {
          const version = options.version && options.version > 0 ? options.version : chatflow.version
          const updated = await flowsApi.updateChatflow(unikId, chatflow.id, {
            version,
            name: flowName,
            flowData,
          })
          warnings = updated.warnings
          dispatch(setChatflow(toCanvasChatflow(updated)))
          send({ type: 'markClean', revision })
          setConflict(null)
        }
        notify.success(t('saved'))
        // Edges naming handles their nodes no longer have (older exports) are kept: say which.
        if (warnings?.length)
          notify.warning(t('keptEdges', { list: warnings.map((w) => w.handle ?? w.edgeId ?? '').join(', ') }))
        void invalidateLists()
      } catch (error) {
        onSaveError(error)
      } finally {
        savingRef.current = false
        setSaving(false)
      }
    },
    [
      name,
      currentViewport,
      chatflow,
      unikId,
      kind,
      type,
      dispatch,
      allowNextNavigation,
      navigate,
      notify,
      t,
      invalidateLists,
      onSaveError,
      editorRef,
      send,
      createdId,
      setConflict,
    ],
  )
  const onSave = useCallback(() => void save(), [save])

  return { save, onSave, saving, askName, setAskName, conflict, setConflict, rename }
}
