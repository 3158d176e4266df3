import { useCallback, useEffect, useRef, useState, type Dispatch, type RefObject } from 'react'
import { useNavigate } from 'react-router'
import type { Viewport } from '@xyflow/react'
import {
  ErrorCodes,
  ZFlowVersionConflictDetails,
  type TChatflowSaved,
  type TChatflowType,
  type TFlowVersionConflictDetails,
} from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import * as flowsApi from '../../api/chatflows'
import { parseApiError } from '../../api/errors'
import { useAppDispatch, useAppSelector } from '../../store'
import { hideCanvasDialog, setChatflow, showCanvasDialog } from '../../store/canvasSlice'
import { useNotify } from '../../ui/useNotify'
import { canvasUrl, type FlowKind } from '../chatflows/flow-kinds'
import type { EditorAction, EditorState } from './model/editor-reducer'
import { toCanvasChatflow } from './stored-flow'

type SaveOptions = { name?: string; version?: number }

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
}: {
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
}) {
  const navigate = useNavigate()
  const dispatch = useAppDispatch()
  const { t } = useTranslation(['canvas', 'chatflows'])
  const notify = useNotify()
  const chatflow = useAppSelector((s) => s.canvas.chatflow)
  const [saving, setSaving] = useState(false)
  const [askName, setAskName] = useState(false)
  const [conflict, setConflict] = useState<TFlowVersionConflictDetails | null>(null)
  useEffect(() => {
    dispatch(conflict ? showCanvasDialog() : hideCanvasDialog())
  }, [conflict, dispatch])

  const onSaveError = useCallback(
    (error: unknown) => {
      const parsed = parseApiError(error)
      if (parsed.code === ErrorCodes.FlowVersionConflict) {
        const details = ZFlowVersionConflictDetails.safeParse(parsed.details)
        setConflict(
          details.success
            ? details.data
            : { currentVersion: 0, updatedAt: new Date().toISOString(), updatedBy: null },
        )
      } else notify.error(error, t('saveFailed'))
    },
    [notify, t],
  )

  const savingRef = useRef(false)
  const save = useCallback(
    async (options: SaveOptions = {}) => {
      if (savingRef.current) return
      const flowName = (options.name ?? name).trim()
      if (flowName === '') {
        setAskName(true)
        return
      }
      const { revision, history } = editorRef.current
      const flowData = JSON.stringify({
        nodes: history.present.nodes,
        edges: history.present.edges,
        viewport: currentViewport(),
      })
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
    ],
  )
  const onSave = useCallback(() => void save(), [save])

  const rename = async (next: string) => {
    if (!chatflow) {
      setLocalName(next)
      return
    }
    try {
      const updated = await flowsApi.updateChatflow(unikId, chatflow.id, {
        version: chatflow.version,
        name: next,
      })
      dispatch(setChatflow(toCanvasChatflow(updated)))
      void invalidateLists()
    } catch (error) {
      onSaveError(error)
    }
  }

  return { save, onSave, saving, askName, setAskName, conflict, setConflict, rename }
}
