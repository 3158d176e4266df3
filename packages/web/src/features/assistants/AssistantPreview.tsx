import { lazy, Suspense } from 'react'
import Paper from '@mui/material/Paper'
import Skeleton from '@mui/material/Skeleton'
import Typography from '@mui/material/Typography'
import type { TAssistant } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'

const ChatPanel = lazy(() => import('../chat/panel/ChatPanel'))

/** The preview chat of a saved assistant; before the first save, a note that it comes after saving. */
export function AssistantPreview(props: {
  unikId: string
  assistant: TAssistant | undefined
  version: number
  dirty: boolean
  onSave: () => void
  onClose: () => void
}) {
  const { t } = useTranslation('assistants')
  if (!props.assistant)
    return (
      <Paper variant="outlined" sx={{ p: 2, borderRadius: 3 }}>
        <Typography variant="body2" color="text.secondary">
          {t('previewAfterSave')}
        </Typography>
      </Paper>
    )
  return (
    <Suspense fallback={<Skeleton variant="rounded" height="100%" />}>
      <ChatPanel
        unikId={props.unikId}
        flowId={props.assistant.id}
        flowVersion={props.version}
        isDirty={props.dirty}
        onSave={props.onSave}
        onClose={props.onClose}
        placement="page"
      />
    </Suspense>
  )
}
