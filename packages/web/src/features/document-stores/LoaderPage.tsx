import { useState } from 'react'
import { Link as RouterLink, useParams, useSearchParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Divider from '@mui/material/Divider'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  DOCUMENT_LOADER_NAMES,
  type TDocumentLoader,
  type TDocumentLoaderName,
  type TDocumentStore,
} from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useCatalogueText } from '../../i18n/catalogue-text'
import { MainCard } from '../../ui/MainCard'
import { useErrorText } from '../../ui/useNotify'
import { ChunkPreview } from './ChunkPreview'
import { LoaderFilesField } from './LoaderFilesField'
import { NodeFields } from './NodeFields'
import { useStore } from './queries'
import { ScrapedLinksDialog } from './ScrapedLinksDialog'
import { ScrapedLinksField } from './ScrapedLinksField'
import { SplitterPicker } from './SplitterPicker'
import { storesUrl, storeUrl } from './store-urls'
import { useLoaderForm, useLoaderRun } from './use-loader-form'
import { useNodeCatalogue } from './use-node-catalogue'

/** The add-loader page: a loader node's settings, its files, a splitter, a preview of chunks, then process. */
export default function LoaderPage() {
  const { unikId = '', storeId = '', name = '' } = useParams()
  const [searchParams] = useSearchParams()
  const loaderId = searchParams.get('loaderId') ?? undefined
  const { t } = useTranslation(['document-store', 'translation'])
  const errorText = useErrorText()
  const store = useStore(unikId, storeId)
  const nodes = useNodeCatalogue()
  const existing = store.data?.loaders.find((l) => l.id === loaderId)
  const loaderName = DOCUMENT_LOADER_NAMES.find((n) => n === name)
  const ready = store.data && nodes.data && loaderName && (!loaderId || existing)

  return (
    <MainCard
      title={
        <Box>
          <Breadcrumbs sx={{ mb: 0.5 }}>
            <Link component={RouterLink} to={storesUrl(unikId)} underline="hover" color="inherit">
              {t('title')}
            </Link>
            <Link component={RouterLink} to={storeUrl(unikId, storeId)} underline="hover" color="inherit">
              {store.data?.name ?? '…'}
            </Link>
            <Typography color="text.primary">{t(`loaders.${name}`, { defaultValue: name })}</Typography>
          </Breadcrumbs>
          <Typography variant="h1" component="h1">
            {t(loaderId ? 'editLoaderTitle' : 'addLoaderTitle', {
              name: t(`loaders.${name}`, { defaultValue: name }),
            })}
          </Typography>
        </Box>
      }
    >
      {!loaderName && <Alert severity="error">{t('unknownLoader', { name })}</Alert>}
      {(store.isError || nodes.isError) && (
        <Alert severity="error">{errorText(store.error ?? nodes.error)}</Alert>
      )}
      {!ready && loaderName && !store.isError && <Skeleton variant="rounded" height={320} />}
      {ready && store.data && loaderName && (
        <LoaderForm
          unikId={unikId}
          store={store.data}
          loaderName={loaderName}
          existing={existing}
          key={loaderId ?? 'new'}
        />
      )}
    </MainCard>
  )
}

function LoaderForm(target: {
  unikId: string
  store: TDocumentStore
  loaderName: TDocumentLoaderName
  existing: TDocumentLoader | undefined
}) {
  const { unikId, loaderName } = target
  const text = useCatalogueText()
  const form = useLoaderForm(target)
  const { loaderNode, fileParam, loaderConfig, setLoaderConfig, pickedLinks } = form
  const [previewCount, setPreviewCount] = useState(20)
  const [linksOpen, setLinksOpen] = useState(false)
  const { missing, preview, process, runPreview, runProcess } = useLoaderRun(target, form, previewCount)
  const isWeb = loaderName === 'cheerioWebScraper'

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
      }}
    >
      <Stack spacing={2.5}>
        <Typography variant="h4" component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>
          {text(loaderNode?.label ?? loaderName)}
        </Typography>
        {fileParam && (
          <LoaderFilesField
            fileParam={fileParam}
            missing={missing}
            keptFiles={form.keptFiles}
            files={form.files}
            onFilesChange={form.setFiles}
            onRemoveKept={form.removeKept}
          />
        )}
        <NodeFields node={loaderNode} config={loaderConfig} onChange={setLoaderConfig} missing={missing} />
        {isWeb && (
          <ScrapedLinksField
            hasUrl={typeof loaderConfig.url === 'string' && loaderConfig.url.trim() !== ''}
            picked={pickedLinks.length}
            onManage={() => setLinksOpen(true)}
          />
        )}
        <Divider />
        <SplitterPicker splitter={form.splitter} onChange={form.chooseSplitter} />
        {form.splitter && (
          <NodeFields
            node={form.splitterNode}
            config={form.splitterConfig}
            onChange={form.setSplitterConfig}
          />
        )}
      </Stack>
      <ChunkPreview
        count={previewCount}
        onCountChange={setPreviewCount}
        preview={preview}
        onPreview={runPreview}
        processing={process.isPending}
        onProcess={() => void runProcess()}
      />
      {isWeb && (
        <ScrapedLinksDialog
          open={linksOpen}
          unikId={unikId}
          url={typeof loaderConfig.url === 'string' ? loaderConfig.url : ''}
          limit={Number(loaderConfig.limit ?? 10) || 10}
          selected={pickedLinks}
          onClose={() => setLinksOpen(false)}
          onSave={(url, links) => {
            setLoaderConfig((c) => ({ ...c, url, selectedLinks: JSON.stringify(links) }))
            setLinksOpen(false)
          }}
        />
      )}
    </Box>
  )
}
