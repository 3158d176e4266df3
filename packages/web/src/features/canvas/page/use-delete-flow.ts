import type { Dispatch } from 'react'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import * as flowsApi from '../../../api/chatflows'
import type { CanvasChatflow } from '../../../store/canvasSlice'
import { useConfirm } from '../../../ui/useConfirm'
import { useNotify } from '../../../ui/useNotify'
import { FLOW_KINDS, unikPath, type FlowKind } from '../../chatflows/flow-kinds'
import type { EditorAction } from '../model/editor-reducer'

/** Deletes the open flow once confirmed, then goes back to its list (no unsaved-changes prompt). */
export function useDeleteFlow(options: {
  unikId: string
  kind: FlowKind
  chatflow: CanvasChatflow | null
  send: Dispatch<EditorAction>
  invalidateLists: () => Promise<void>
  allowNextNavigation: () => void
}) {
  const { unikId, kind, chatflow } = options
  const { t } = useTranslation(['canvas', 'chatflows'])
  const notify = useNotify()
  const confirm = useConfirm()
  const navigate = useNavigate()
  const remove = async () => {
    if (!chatflow) return
    const ok = await confirm({
      title: t('chatflows:deleteTitle'),
      description: t('chatflows:deleteDescription', { name: chatflow.name }),
      confirmButtonName: t('settings.delete'),
    })
    if (!ok) return
    try {
      await flowsApi.deleteChatflow(unikId, chatflow.id)
      options.send({ type: 'markClean' })
      options.allowNextNavigation()
      void options.invalidateLists()
      void navigate(unikPath(unikId, FLOW_KINDS[kind].listPath))
    } catch (error) {
      notify.error(error)
    }
  }
  return remove
}
