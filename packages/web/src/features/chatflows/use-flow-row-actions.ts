import type { TChatflowSummary } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { getChatflow } from '../../api/chatflows'
import { useConfirm } from '../../ui/useConfirm'
import { useNotify } from '../../ui/useNotify'
import { downloadText, exportFileName, exportFlowJson } from './export-flow'
import { useDeleteChatflow, useDuplicateChatflow } from './queries'

/** Duplicate, export JSON and delete (after a confirm) of a flow in a list; each first closes the menu. */
export function useFlowRowActions(unikId: string, flow: TChatflowSummary, close: () => void) {
  const { t } = useTranslation(['chatflows', 'translation'])
  const notify = useNotify()
  const confirm = useConfirm()
  const duplicate = useDuplicateChatflow(unikId)
  const remove = useDeleteChatflow(unikId)
  const onDuplicate = () => {
    close()
    duplicate.mutate(flow.id, {
      onSuccess: () => notify.success(t('duplicated')),
      onError: (e) => notify.error(e, t('duplicateFailed')),
    })
  }
  const onExport = async () => {
    close()
    try {
      const full = await getChatflow(unikId, flow.id)
      downloadText(exportFileName(full.name), exportFlowJson(full.flowData))
    } catch (e) {
      notify.error(e, t('exportFailed'))
    }
  }
  const onDelete = async () => {
    close()
    const ok = await confirm({
      title: t('deleteTitle'),
      description: t('deleteDescription', { name: flow.name }),
      confirmButtonName: t('translation:common.delete'),
    })
    if (ok) remove.mutate(flow.id, { onError: (e) => notify.error(e) })
  }
  return { onDuplicate, onExport, onDelete }
}
