import type { ReactNode } from 'react'
import { Link as RouterLink, useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Card from '@mui/material/Card'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { TDocumentStore } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { MainCard } from '../../ui/MainCard'
import { useErrorText } from '../../ui/useNotify'
import { EmbeddingsStep } from './EmbeddingsStep'
import { useStore } from './queries'
import { RecordManagerStep } from './RecordManagerStep'
import { StatusChip } from './StatusChip'
import { storesUrl, storeUrl } from './store-urls'
import { UpsertCard } from './UpsertCard'
import { UpsertHistory } from './UpsertHistory'
import { useNodeCatalogue } from './use-node-catalogue'
import { useVectorConfig, useVectorSave } from './use-vector-config'

function Step({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <Card variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <Avatar sx={{ width: 28, height: 28, fontSize: 14, bgcolor: 'primary.main' }}>{n}</Avatar>
        <Typography variant="h4" component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>
          {title}
        </Typography>
      </Stack>
      {children}
    </Card>
  )
}

/** Vector store configuration of a store (embeddings, vector store, record manager), upsert and its history. */
export default function VectorStorePage() {
  const { unikId = '', storeId = '' } = useParams()
  const { t } = useTranslation(['vector-store', 'document-store'])
  const errorText = useErrorText()
  const store = useStore(unikId, storeId)
  const nodes = useNodeCatalogue()
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
            <Typography color="text.primary">{t('title')}</Typography>
          </Breadcrumbs>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Typography variant="h1" component="h1">
              {t('title')}
            </Typography>
            {store.data && <StatusChip status={store.data.status} />}
          </Stack>
        </Box>
      }
    >
      {store.isError && <Alert severity="error">{errorText(store.error)}</Alert>}
      {(!store.data || !nodes.data) && !store.isError && <Skeleton variant="rounded" height={360} />}
      {store.data && nodes.data && <VectorForm unikId={unikId} store={store.data} />}
    </MainCard>
  )
}

function VectorForm({ unikId, store }: { unikId: string; store: TDocumentStore }) {
  const { t } = useTranslation(['vector-store', 'translation'])
  const config = useVectorConfig(unikId, store)
  const { missing, result, saveConfig, upsert, save, runUpsert } = useVectorSave(unikId, store, config)
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
      }}
    >
      <Stack spacing={2}>
        <Step n={1} title={t('steps.embeddings')}>
          <EmbeddingsStep config={config} missing={missing} />
        </Step>
        <Step n={2} title={t('steps.vectorStore')}>
          <Card variant="outlined" sx={{ p: 1.5, borderColor: 'primary.main', display: 'flex', gap: 1.5 }}>
            <Box>
              <Typography sx={{ fontWeight: 600 }}>{t('unikflowVectorStore')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('unikflowVectorStoreHint')}
              </Typography>
            </Box>
          </Card>
        </Step>
        <Step n={3} title={t('steps.recordManager')}>
          <RecordManagerStep config={config} />
        </Step>
      </Stack>

      <Stack spacing={2}>
        <UpsertCard
          unikId={unikId}
          store={store}
          saving={saveConfig.isPending}
          upsert={upsert}
          result={result}
          onSave={() => void save()}
          onUpsert={() => void runUpsert()}
        />
        <UpsertHistory unikId={unikId} storeId={store.id} />
      </Stack>
    </Box>
  )
}
