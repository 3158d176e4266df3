import { lazy, Suspense } from 'react'
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Skeleton from '@mui/material/Skeleton'
import ArrowBack from '@mui/icons-material/ArrowBack'
import { parseCustomAssistantDetails } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { MainCard } from '../../ui/MainCard'
import { useErrorText } from '../../ui/useNotify'
import { unikPath } from '../chatflows/flow-kinds'
import { useAssistant } from './queries'

const ChatPanel = lazy(() => import('../chat/panel/ChatPanel'))

/** A custom assistant's chat on its own page (`assistants/custom/preview?id=…`). */
export default function AssistantPreviewPage() {
  const { unikId = '' } = useParams()
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const { t } = useTranslation('assistants')
  const navigate = useNavigate()
  const errorText = useErrorText()
  const assistant = useAssistant(unikId, id || undefined)
  const listPath = unikPath(unikId, 'assistants/custom')
  const name = assistant.data ? (parseCustomAssistantDetails(assistant.data.details)?.name ?? id) : ''
  return (
    <MainCard
      title={t('previewTitle', { name })}
      secondary={
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button component={RouterLink} to={listPath} startIcon={<ArrowBack />}>
            {t('back')}
          </Button>
          {id && (
            <Button
              variant="outlined"
              component={RouterLink}
              to={unikPath(unikId, `assistants/custom/${encodeURIComponent(id)}`)}
            >
              {t('translation:common.edit')}
            </Button>
          )}
        </Box>
      }
    >
      {!id && <Alert severity="info">{t('previewNone')}</Alert>}
      {assistant.isError && <Alert severity="error">{errorText(assistant.error)}</Alert>}
      {assistant.data && (
        <Box sx={{ height: 'calc(100vh - 200px)', minHeight: 420 }}>
          <Suspense fallback={<Skeleton variant="rounded" height="100%" />}>
            <ChatPanel
              unikId={unikId}
              flowId={assistant.data.id}
              flowVersion={1}
              isDirty={false}
              onSave={() => undefined}
              onClose={() => void navigate(listPath)}
              placement="page"
            />
          </Suspense>
        </Box>
      )}
    </MainCard>
  )
}
