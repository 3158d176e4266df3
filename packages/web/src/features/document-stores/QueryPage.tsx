import { Link as RouterLink, useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { MainCard } from '../../ui/MainCard'
import { useErrorText } from '../../ui/useNotify'
import { useQueryStore, useStore } from './queries'
import { RetrievalQueryForm } from './RetrievalQueryForm'
import { RetrievalResults } from './RetrievalResults'
import { storesUrl, storeUrl } from './store-urls'

/** Retrieval test: the chunks of the store's vector store nearest a query, with scores and time taken. */
export default function QueryPage() {
  const { unikId = '', storeId = '' } = useParams()
  const { t } = useTranslation(['vector-store', 'document-store', 'translation'])
  const errorText = useErrorText()
  const store = useStore(unikId, storeId)
  const run = useQueryStore(unikId)

  return (
    <MainCard
      title={
        <Box>
          <Breadcrumbs sx={{ mb: 0.5 }}>
            <Link component={RouterLink} to={storesUrl(unikId)} underline="hover" color="inherit">
              {t('document-store:title')}
            </Link>
            <Link component={RouterLink} to={storeUrl(unikId, storeId)} underline="hover" color="inherit">
              {store.data?.name ?? '…'}
            </Link>
            <Typography color="text.primary">{t('queryTitle')}</Typography>
          </Breadcrumbs>
          <Typography variant="h1" component="h1">
            {t('queryTitle')}
          </Typography>
        </Box>
      }
    >
      {store.data && !store.data.vectorStoreConfig && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('queryNotConfigured')}
        </Alert>
      )}
      <RetrievalQueryForm running={run.isPending} onRun={(q) => run.mutate({ storeId, ...q })} />
      {run.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(run.error)}
        </Alert>
      )}
      {run.data && <RetrievalResults result={run.data} />}
    </MainCard>
  )
}
