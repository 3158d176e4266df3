import { useNavigate } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined'
import SaveOutlined from '@mui/icons-material/SaveOutlined'
import SearchOutlined from '@mui/icons-material/SearchOutlined'
import type { TDocumentStore } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import type { UpsertResult } from '../../api/document-stores'
import { useCanEditUnik } from '../../ui/unik-lists'
import { useErrorText } from '../../ui/useNotify'
import { queryUrl } from './store-urls'
import { UpsertCounts } from './UpsertCounts'

/** Save the settings, upsert, test retrieval; the upsert's progress, error or counts. */
export function UpsertCard(props: {
  unikId: string
  store: TDocumentStore
  saving: boolean
  upsert: { isPending: boolean; isError: boolean; error: Error | null }
  result: UpsertResult | null
  onSave: () => void
  onUpsert: () => void
}) {
  const { unikId, store, saving, upsert, result, onSave, onUpsert } = props
  const { t } = useTranslation(['vector-store', 'translation'])
  const navigate = useNavigate()
  const errorText = useErrorText()
  const canEdit = useCanEditUnik(unikId)
  return (
    <Card variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h4" component="h2" sx={{ fontSize: 16, fontWeight: 600, mb: 1 }}>
        {t('upsertTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('upsertHint', { count: store.totalChunks })}
      </Typography>
      {canEdit && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <Button
            variant="outlined"
            startIcon={<SaveOutlined />}
            loading={saving && !upsert.isPending}
            onClick={onSave}
          >
            {t('saveConfig')}
          </Button>
          <Button
            variant="contained"
            startIcon={<CloudUploadOutlined />}
            loading={upsert.isPending}
            disabled={store.totalChunks === 0}
            onClick={onUpsert}
          >
            {t('upsert')}
          </Button>
          <Button
            variant="text"
            startIcon={<SearchOutlined />}
            disabled={!store.vectorStoreConfig}
            onClick={() => void navigate(queryUrl(unikId, store.id))}
          >
            {t('testRetrieval')}
          </Button>
        </Stack>
      )}
      {upsert.isPending && (
        <Box sx={{ mt: 2 }}>
          <LinearProgress aria-label={t('upserting')} />
          <Typography variant="caption" color="text.secondary">
            {t('upsertingChunks', { count: store.totalChunks })}
          </Typography>
        </Box>
      )}
      {upsert.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(upsert.error)}
        </Alert>
      )}
      {result && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ mb: 1 }} role="status">
            {t('upsertDone', {
              seconds: (result.durationMs / 1000).toFixed(2),
              total: result.totalChunks,
            })}
          </Typography>
          <UpsertCounts result={result} />
        </Box>
      )}
    </Card>
  )
}
