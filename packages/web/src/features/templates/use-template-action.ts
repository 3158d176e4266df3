import { useState } from 'react'
import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { ZTemplateTool, type TTemplate } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { createChatflow } from '../../api/chatflows'
import { createTool } from '../../api/tools'
import { useNotify } from '../../ui/useNotify'
import { chatflowKeys } from '../chatflows/queries'
import { canvasUrl, unikPath } from '../chatflows/flow-kinds'
import { toolKeys } from '../tools/queries'

/**
 * "Use template": a flow template becomes a new flow of the unik (opened on its canvas, where the user
 * picks credentials), a tool template a new saved tool.
 */
export function useTemplateAction(unikId: string) {
  const { t } = useTranslation('templates')
  const notify = useNotify()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)

  const use = async (template: TTemplate) => {
    setBusy(true)
    try {
      if (template.type === 'Tool') {
        const fields = ZTemplateTool.parse(JSON.parse(template.flowData))
        await createTool(unikId, fields)
        await queryClient.invalidateQueries({ queryKey: toolKeys.all(unikId) })
        notify.success(t('usedTool', { name: fields.name }))
        void navigate(unikPath(unikId, 'tools'))
        return
      }
      const kind = template.type === 'Agentflow' ? 'MULTIAGENT' : 'CHATFLOW'
      const flow = await createChatflow(unikId, {
        name: template.name,
        flowData: template.flowData,
        type: kind,
      })
      await queryClient.invalidateQueries({ queryKey: chatflowKeys.all(unikId) })
      notify.success(t('used', { name: template.name }))
      void navigate(canvasUrl(unikId, kind, flow.id))
    } catch (e) {
      notify.error(e, t('useFailed'))
    } finally {
      setBusy(false)
    }
  }
  return { use, busy }
}
