import { useState, type RefObject } from 'react'
import { useNavigate } from 'react-router'
import type { Viewport } from '@xyflow/react'
import { sanitizeFlowForExport } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import * as flowsApi from '../../../api/chatflows'
import { upsertFlowVectors } from '../../../api/vector-upsert'
import type { CanvasChatflow } from '../../../store/canvasSlice'
import { useNotify } from '../../../ui/useNotify'
import { downloadText, exportFileName } from '../../chatflows/export-flow'
import { canvasUrl, type FlowKind } from '../../chatflows/flow-kinds'
import type { EditorState } from '../model/editor-reducer'

/** The header's commands on the open flow: duplicate, export as JSON, upsert its vectors. */
export function useFlowCommands(options: {
  unikId: string
  kind: FlowKind
  chatflow: CanvasChatflow | null
  fileName: string
  editorRef: RefObject<EditorState>
  currentViewport: () => Viewport
  invalidateLists: () => Promise<void>
}) {
  const { unikId, kind, chatflow, editorRef, invalidateLists } = options
  const { t } = useTranslation(['canvas', 'chatflows'])
  const notify = useNotify()
  const navigate = useNavigate()
  const [upserting, setUpserting] = useState(false)

  const duplicate = async () => {
    if (!chatflow) return
    try {
      const copy = await flowsApi.duplicateChatflow(unikId, chatflow.id)
      notify.success(t('chatflows:duplicated'))
      void invalidateLists()
      void navigate(canvasUrl(unikId, kind, copy.id))
    } catch (error) {
      notify.error(error, t('chatflows:duplicateFailed'))
    }
  }
  const exportJson = () => {
    const { present } = editorRef.current.history
    const flow = { nodes: present.nodes, edges: present.edges, viewport: options.currentViewport() }
    downloadText(exportFileName(options.fileName), JSON.stringify(sanitizeFlowForExport(flow), null, 2))
  }
  const upsert = async () => {
    if (!chatflow) return
    setUpserting(true)
    try {
      notify.success(t('header.upserted', await upsertFlowVectors(chatflow.id)))
    } catch (error) {
      notify.error(error, t('header.upsertFailed'))
    } finally {
      setUpserting(false)
    }
  }
  return { duplicate, exportJson, upsert, upserting }
}
