import { useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined'
import Refresh from '@mui/icons-material/Refresh'
import { useTranslation } from 'react-i18next'
import { MainCard } from '../../ui/MainCard'
import { ListSkeleton } from '../../ui/unik-list-page'
import { EmptyState, useCanEditUnik } from '../../ui/unik-lists'
import { useErrorText } from '../../ui/useNotify'
import { AddLoaderDialog } from './AddLoaderDialog'
import { ApiDialog } from './ApiDialog'
import { LoadersTable } from './LoadersTable'
import { useStore } from './queries'
import { StoreActions } from './StoreActions'
import { StoreDialog } from './StoreDialog'
import { StoreTitle } from './StoreTitle'
import { UpsertCounts } from './UpsertCounts'
import { abbreviateNumber, awaitsProcessing } from './store-format'
import { chunksUrl, loaderUrl } from './store-urls'
import { useStoreActions } from './use-store-actions'

/** One document store: its loaders and what to do with them (process, chunks, upsert, retrieval, API). */
export default function DocumentStorePage() {
  const { unikId = '', storeId = '' } = useParams()
  const { t } = useTranslation(['document-store', 'vector-store', 'translation'])
  const navigate = useNavigate()
  const errorText = useErrorText()
  const canEdit = useCanEditUnik(unikId)
  const store = useStore(unikId, storeId)
  const { process, runUpsert, removeLoader, removeStore, upsert, deleteStore } = useStoreActions(
    unikId,
    storeId,
    store.data,
  )
  const [picking, setPicking] = useState(false)
  const [renaming, setRenaming] = useState(false)
  const [showApi, setShowApi] = useState(false)

  const data = store.data
  const title = <StoreTitle unikId={unikId} store={data} />

  return (
    <MainCard
      title={title}
      secondary={
        data && (
          <StoreActions
            unikId={unikId}
            store={data}
            canEdit={canEdit}
            upserting={upsert.isPending}
            deleting={deleteStore.isPending}
            onAddLoader={() => setPicking(true)}
            onUpsert={() => void runUpsert()}
            onShowApi={() => setShowApi(true)}
            onRename={() => setRenaming(true)}
            onDelete={() => void removeStore()}
          />
        )
      }
    >
      {store.isPending && <ListSkeleton />}
      {store.isError && <Alert severity="error">{errorText(store.error)}</Alert>}
      {data && (
        <>
          <Stack direction="row" spacing={3} sx={{ mb: 2, flexWrap: 'wrap' }}>
            <Typography variant="body2" color="text.secondary">
              {t('connectedFlows')}: <b>{data.whereUsed.map((f) => f.name).join(', ') || '—'}</b>
            </Typography>
            <Typography variant="body2" color="text.secondary" title={String(data.totalChars)}>
              {t('totalChars')}: <b>{abbreviateNumber(data.totalChars)}</b>
            </Typography>
            <Typography variant="body2" color="text.secondary" title={String(data.totalChunks)}>
              {t('totalChunks')}: <b>{abbreviateNumber(data.totalChunks)}</b>
            </Typography>
          </Stack>
          {upsert.isPending && <LinearProgress sx={{ mb: 2 }} aria-label={t('vector-store:upserting')} />}
          {upsert.data && (
            <Box sx={{ mb: 2, maxWidth: 560 }}>
              <UpsertCounts result={upsert.data} />
            </Box>
          )}
          {awaitsProcessing(data) && (
            <Alert
              severity="warning"
              role="status"
              sx={{ mb: 2 }}
              action={
                <Button
                  color="inherit"
                  size="small"
                  startIcon={<Refresh />}
                  onClick={() => void store.refetch()}
                >
                  {t('refresh')}
                </Button>
              }
            >
              {t('awaitingProcessing')}
            </Alert>
          )}
          {data.loaders.length === 0 ? (
            <EmptyState
              icon={<LibraryBooksOutlined />}
              title={t('noLoaders')}
              hint={canEdit ? t('noLoadersHint') : undefined}
            />
          ) : (
            <LoadersTable
              loaders={data.loaders}
              canEdit={canEdit}
              actions={{
                onPreview: (l) => void navigate(loaderUrl(unikId, storeId, l.loaderName, l.id)),
                onProcess: (l) => void process(l),
                onChunks: (l) => void navigate(chunksUrl(unikId, storeId, l.id)),
                onDelete: (l) => void removeLoader(l),
              }}
            />
          )}
        </>
      )}
      <AddLoaderDialog
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(name) => void navigate(loaderUrl(unikId, storeId, name))}
      />
      {data && (
        <StoreDialog unikId={unikId} open={renaming} store={data} onClose={() => setRenaming(false)} />
      )}
      {data && <ApiDialog open={showApi} unikId={unikId} store={data} onClose={() => setShowApi(false)} />}
    </MainCard>
  )
}
