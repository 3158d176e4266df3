import { useState } from 'react'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined'
import CodeOutlined from '@mui/icons-material/CodeOutlined'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import EditOutlined from '@mui/icons-material/EditOutlined'
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined'
import Refresh from '@mui/icons-material/Refresh'
import SearchOutlined from '@mui/icons-material/SearchOutlined'
import SettingsOutlined from '@mui/icons-material/SettingsOutlined'
import type { TDocumentLoader } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { MainCard } from '../../ui/MainCard'
import { ListSkeleton } from '../../ui/unik-list-page'
import { EmptyState, useCanEditUnik } from '../../ui/unik-lists'
import { useConfirm } from '../../ui/useConfirm'
import { useErrorText, useNotify } from '../../ui/useNotify'
import { AddLoaderDialog } from './AddLoaderDialog'
import { ApiDialog } from './ApiDialog'
import { LoadersTable } from './LoadersTable'
import { useDeleteLoader, useDeleteStore, useProcessLoader, useStore, useUpsert } from './queries'
import { StatusChip } from './StatusChip'
import { StoreDialog } from './StoreDialog'
import { UpsertCounts } from './UpsertCounts'
import { abbreviateNumber, awaitsProcessing } from './store-format'
import { chunksUrl, loaderUrl, queryUrl, storesUrl, vectorUrl } from './store-urls'

/** One document store: its loaders and what to do with them (process, chunks, upsert, retrieval, API). */
export default function DocumentStorePage() {
  const { unikId = '', storeId = '' } = useParams()
  const { t } = useTranslation(['document-store', 'vector-store', 'translation'])
  const navigate = useNavigate()
  const confirm = useConfirm()
  const notify = useNotify()
  const errorText = useErrorText()
  const canEdit = useCanEditUnik(unikId)
  const store = useStore(unikId, storeId)
  const processLoader = useProcessLoader(unikId, storeId)
  const deleteLoader = useDeleteLoader(unikId, storeId)
  const deleteStore = useDeleteStore(unikId)
  const upsert = useUpsert(unikId, storeId)
  const [picking, setPicking] = useState(false)
  const [renaming, setRenaming] = useState(false)
  const [showApi, setShowApi] = useState(false)

  const process = async (loader: TDocumentLoader) => {
    try {
      await processLoader.mutateAsync(loader.id)
      notify.success(t('processStarted'))
    } catch (e) {
      notify.error(e, t('processFailed'))
    }
  }
  const runUpsert = async () => {
    try {
      await upsert.mutateAsync()
      notify.success(t('vector-store:upserted'))
    } catch (e) {
      notify.error(e, t('vector-store:upsertFailed'))
    }
  }
  const removeLoader = async (loader: TDocumentLoader) => {
    const ok = await confirm({
      title: t('deleteLoaderTitle'),
      description: t('deleteLoaderDescription'),
      confirmButtonName: t('translation:common.delete'),
      cancelButtonName: t('translation:common.cancel'),
    })
    if (!ok) return
    try {
      await deleteLoader.mutateAsync(loader.id)
      notify.success(t('loaderDeleted'))
    } catch (e) {
      notify.error(e, t('loaderDeleteFailed'))
    }
  }
  const removeStore = async () => {
    if (!store.data) return
    const ok = await confirm({
      title: t('deleteTitle'),
      description: t('deleteDescription', { name: store.data.name }),
      confirmButtonName: t('translation:common.delete'),
      cancelButtonName: t('translation:common.cancel'),
    })
    if (!ok) return
    try {
      await deleteStore.mutateAsync(storeId)
      notify.success(t('deleted'))
      void navigate(storesUrl(unikId))
    } catch (e) {
      notify.error(e, t('deleteFailed'))
    }
  }

  const data = store.data
  const title = (
    <Box>
      <Breadcrumbs sx={{ mb: 0.5 }}>
        <Link component={RouterLink} to={storesUrl(unikId)} underline="hover" color="inherit">
          {t('title')}
        </Link>
        <Typography color="text.primary">{data?.name ?? '…'}</Typography>
      </Breadcrumbs>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
          {data?.name ?? ''}
        </Typography>
        {data && <StatusChip status={data.status} />}
      </Stack>
      {data?.description && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {data.description}
        </Typography>
      )}
    </Box>
  )
  const hasChunks = (data?.totalChunks ?? 0) > 0

  return (
    <MainCard
      title={title}
      secondary={
        data && (
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {canEdit && (
              <Button variant="contained" startIcon={<Add />} onClick={() => setPicking(true)}>
                {t('addLoader')}
              </Button>
            )}
            <Button
              variant="outlined"
              startIcon={<SettingsOutlined />}
              disabled={!hasChunks}
              onClick={() => void navigate(vectorUrl(unikId, storeId))}
            >
              {t('upsertConfig')}
            </Button>
            {canEdit && data.embeddingConfig && (
              <Button
                variant="outlined"
                startIcon={<CloudUploadOutlined />}
                loading={upsert.isPending}
                disabled={!hasChunks}
                onClick={() => void runUpsert()}
              >
                {t('vector-store:upsert')}
              </Button>
            )}
            <Button
              variant="outlined"
              startIcon={<SearchOutlined />}
              disabled={!data.vectorStoreConfig}
              onClick={() => void navigate(queryUrl(unikId, storeId))}
            >
              {t('retrievalTest')}
            </Button>
            <Button variant="outlined" startIcon={<CodeOutlined />} onClick={() => setShowApi(true)}>
              {t('api')}
            </Button>
            {canEdit && (
              <Button variant="text" startIcon={<EditOutlined />} onClick={() => setRenaming(true)}>
                {t('rename')}
              </Button>
            )}
            {canEdit && (
              <Button
                variant="text"
                color="error"
                startIcon={<DeleteOutline />}
                onClick={() => void removeStore()}
                disabled={deleteStore.isPending}
              >
                {t('deleteStore')}
              </Button>
            )}
          </Box>
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
