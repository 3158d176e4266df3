import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import Typography from '@mui/material/Typography'
import type { TDocumentStore } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { FormDialogActions } from '../../ui/form-dialog'
import {
  SAMPLE_LANGUAGES,
  sampleCode,
  storeEndpoints,
  type ApiEndpoint,
  type SampleLanguage,
} from './api-samples'

const MONO = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }

function Sample({ title, hint, endpoint }: { title: string; hint: string; endpoint: ApiEndpoint }) {
  const { t } = useTranslation('document-store')
  const [language, setLanguage] = useState<SampleLanguage>('curl')
  return (
    <Box sx={{ mb: 3 }}>
      <Typography variant="h4" component="h3" sx={{ fontSize: 16, fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {hint}
      </Typography>
      <Tabs value={language} onChange={(_e, v: SampleLanguage) => setLanguage(v)} sx={{ minHeight: 36 }}>
        {SAMPLE_LANGUAGES.map((l) => (
          <Tab key={l} value={l} label={t(`languages.${l}`)} sx={{ minHeight: 36, py: 0.5 }} />
        ))}
      </Tabs>
      <Box
        component="pre"
        sx={{
          ...MONO,
          m: 0,
          p: 1.5,
          borderRadius: 1,
          bgcolor: 'action.hover',
          overflowX: 'auto',
          whiteSpace: 'pre',
        }}
      >
        {sampleCode(language, endpoint)}
      </Box>
    </Box>
  )
}

/** The store's API: upsert and refresh calls with cURL, Python and JavaScript samples. */
export function ApiDialog({
  open,
  unikId,
  store,
  onClose,
}: {
  open: boolean
  unikId: string
  store: TDocumentStore
  onClose: () => void
}) {
  const { t } = useTranslation('document-store')
  const first = store.loaders[0]
  const endpoints = storeEndpoints(
    window.location.origin,
    unikId,
    store.id,
    first && { name: first.loaderName, fileName: first.files[0]?.name },
  )
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth aria-labelledby="store-api-title">
      <DialogTitle id="store-api-title">{t('apiTitle', { name: store.name })}</DialogTitle>
      <DialogContent dividers>
        <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
          {t('apiAuthNote')}
        </Alert>
        <Sample title={t('apiUpsert')} hint={t('apiUpsertHint')} endpoint={endpoints.upsert} />
        <Sample title={t('apiRefresh')} hint={t('apiRefreshHint')} endpoint={endpoints.refresh} />
      </DialogContent>
      <FormDialogActions busy={false} onCancel={onClose} cancelLabel={t('close')} />
    </Dialog>
  )
}
