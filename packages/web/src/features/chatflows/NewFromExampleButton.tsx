import { useState } from 'react'
import Button from '@mui/material/Button'
import ViewInArOutlined from '@mui/icons-material/ViewInArOutlined'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { useTranslation } from 'react-i18next'
import { createChatflow } from '../../api/chatflows'
import { useNotify } from '../../ui/useNotify'
import { chatflowKeys } from './queries'

/** Creates the bundled "AR quiz" example as a new chatflow of the unik and opens it on the canvas. */
export function NewFromExampleButton({
  unikId,
  canvasUrl,
}: {
  unikId: string
  canvasUrl: (id: string) => string
}) {
  const { t } = useTranslation('chatflows')
  const notify = useNotify()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const create = async () => {
    setBusy(true)
    try {
      // The example (and the UPDL package) load only when asked for.
      const { arQuizExampleFlow } = await import('@unikflow/updl')
      const flow = await createChatflow(unikId, {
        name: t('example.arQuizName'),
        flowData: JSON.stringify(arQuizExampleFlow()),
      })
      await queryClient.invalidateQueries({ queryKey: chatflowKeys.all(unikId) })
      void navigate(canvasUrl(flow.id))
    } catch (e) {
      notify.error(e)
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="outlined" startIcon={<ViewInArOutlined />} disabled={busy} onClick={() => void create()}>
      {t('example.arQuiz')}
    </Button>
  )
}
