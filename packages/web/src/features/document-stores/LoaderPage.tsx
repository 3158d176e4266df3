import { useState } from 'react'
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Divider from '@mui/material/Divider'
import Link from '@mui/material/Link'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import LinkOutlined from '@mui/icons-material/LinkOutlined'
import PlayArrowOutlined from '@mui/icons-material/PlayArrowOutlined'
import PreviewOutlined from '@mui/icons-material/PreviewOutlined'
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  DOCUMENT_LOADER_NAMES,
  TEXT_SPLITTER_NAMES,
  type TDocumentLoader,
  type TDocumentLoaderName,
  type TDocumentStore,
  type TLoaderSaveBody,
  type TTextSplitterName,
} from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { previewLoader, processLoader, saveLoader } from '../../api/document-stores'
import { MainCard } from '../../ui/MainCard'
import { useErrorText, useNotify } from '../../ui/useNotify'
import { ChunkCard } from './ChunkCard'
import {
  compactConfig,
  fileInput,
  missingInputs,
  readUpload,
  withDefaults,
  type NodeConfig,
} from './node-config'
import { NodeFields } from './NodeFields'
import { storeKeys, useStore } from './queries'
import { ScrapedLinksDialog } from './ScrapedLinksDialog'
import { formatBytes, parseLinks } from './store-format'
import { storesUrl, storeUrl } from './store-urls'
import { useNodeCatalogue } from './use-node-catalogue'
import { useCatalogueText } from '../../i18n/catalogue-text'

const DEFAULT_SPLITTER = TEXT_SPLITTER_NAMES[0]

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

function LoaderForm({
  unikId,
  store,
  loaderName,
  existing,
}: {
  unikId: string
  store: TDocumentStore
  loaderName: TDocumentLoaderName
  existing: TDocumentLoader | undefined
}) {
  const { t } = useTranslation(['document-store', 'translation'])
  const text = useCatalogueText()
  const navigate = useNavigate()
  const notify = useNotify()
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const nodes = useNodeCatalogue()
  const loaderNode = nodes.data?.find((n) => n.name === loaderName)
  const [splitter, setSplitter] = useState<TTextSplitterName | null>(() =>
    existing ? (TEXT_SPLITTER_NAMES.find((n) => n === existing.splitterName) ?? null) : DEFAULT_SPLITTER,
  )
  const splitterNode = nodes.data?.find((n) => n.name === (splitter ?? DEFAULT_SPLITTER))
  const fileParam = fileInput(loaderNode)
  const isWeb = loaderName === 'cheerioWebScraper'

  const [loaderConfig, setLoaderConfig] = useState<NodeConfig>(() =>
    withDefaults(loaderNode, existing?.loaderConfig ?? {}),
  )
  const [splitterConfig, setSplitterConfig] = useState<NodeConfig>(() =>
    withDefaults(splitterNode, existing?.splitterConfig ?? {}),
  )
  const [files, setFiles] = useState<File[]>([])
  const [removed, setRemoved] = useState<string[]>([])
  const [previewCount, setPreviewCount] = useState(20)
  const [linksOpen, setLinksOpen] = useState(false)
  const [missing, setMissing] = useState<string[]>([])
  const keptFiles = (existing?.files ?? []).filter((f) => !removed.includes(f.id))
  const pickedLinks = parseLinks(loaderConfig.selectedLinks)

  const body = async (): Promise<TLoaderSaveBody> => ({
    storeId: store.id,
    loaderName,
    loaderConfig: compactConfig(loaderConfig),
    splitterName: splitter,
    splitterConfig: splitter ? compactConfig(splitterConfig) : {},
    files: await Promise.all(files.map(readUpload)),
    ...(existing && { loaderId: existing.id, removeFileIds: removed }),
  })
  const check = (): boolean => {
    const gaps = missingInputs(loaderNode, loaderConfig)
    if (fileParam && files.length === 0 && keptFiles.length === 0) gaps.push(fileParam.name)
    setMissing(gaps)
    if (gaps.length > 0) notify.error(t('translation:errors.MANDATORY_FIELDS'))
    return gaps.length === 0
  }

  const preview = useMutation({
    mutationFn: async () => {
      const { removeFileIds: _removed, ...rest } = await body()
      return previewLoader(unikId, { ...rest, previewChunkCount: previewCount })
    },
  })
  const process = useMutation({
    mutationFn: async () => {
      const saved = await saveLoader(unikId, await body())
      return processLoader(unikId, store.id, saved.id)
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.all(unikId) }),
  })
  const runProcess = async () => {
    if (!check()) return
    try {
      await process.mutateAsync()
      notify.success(t('processStarted'))
      void navigate(storeUrl(unikId, store.id))
    } catch (e) {
      notify.error(e, t('processFailed'))
    }
  }

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
          <Box>
            <Button
              variant="outlined"
              component="label"
              startIcon={<UploadFileOutlined />}
              color={missing.includes(fileParam.name) ? 'error' : 'primary'}
            >
              {t('uploadFiles')}
              <input
                hidden
                type="file"
                multiple
                accept={fileParam.fileType}
                data-testid="loader-file-input"
                onChange={(e) => {
                  const picked = Array.from(e.target.files ?? [])
                  setFiles((prev) => [...prev, ...picked])
                  e.target.value = ''
                }}
              />
            </Button>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
              {t('acceptedFiles', { types: fileParam.fileType ?? '*' })}
            </Typography>
            <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap', mt: 1 }}>
              {keptFiles.map((f) => (
                <Chip
                  key={f.id}
                  label={`${f.name} · ${formatBytes(f.size)}`}
                  onDelete={() => setRemoved((r) => [...r, f.id])}
                />
              ))}
              {files.map((f, i) => (
                <Chip
                  key={`${f.name}-${i}`}
                  color="primary"
                  variant="outlined"
                  label={`${f.name} · ${formatBytes(f.size)}`}
                  onDelete={() => setFiles((prev) => prev.filter((_, j) => j !== i))}
                />
              ))}
            </Box>
          </Box>
        )}
        <NodeFields node={loaderNode} config={loaderConfig} onChange={setLoaderConfig} missing={missing} />
        {isWeb && (
          <Box>
            <Button
              variant="outlined"
              startIcon={<LinkOutlined />}
              onClick={() => setLinksOpen(true)}
              disabled={typeof loaderConfig.url !== 'string' || loaderConfig.url.trim() === ''}
            >
              {t('scrapedLinks.manage')}
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {pickedLinks.length > 0
                ? t('scrapedLinks.pickedCount', { count: pickedLinks.length })
                : t('scrapedLinks.nonePicked')}
            </Typography>
          </Box>
        )}
        <Divider />
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="h4" component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>
            {t('textSplitter')}
          </Typography>
          <TextField
            select
            size="small"
            label={t('splitter')}
            value={splitter ?? 'none'}
            onChange={(e) => {
              const next = TEXT_SPLITTER_NAMES.find((n) => n === e.target.value) ?? null
              setSplitter(next)
              setSplitterConfig(
                withDefaults(
                  nodes.data?.find((n) => n.name === next),
                  next === existing?.splitterName ? existing.splitterConfig : {},
                ),
              )
            }}
            slotProps={{ select: { native: true } }}
            sx={{ minWidth: 220 }}
          >
            <option value="none">{t('noSplitter')}</option>
            {TEXT_SPLITTER_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`splitters.${name}`)}
              </option>
            ))}
          </TextField>
        </Stack>
        {splitter && <NodeFields node={splitterNode} config={splitterConfig} onChange={setSplitterConfig} />}
      </Stack>

      <Box>
        <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <TextField
            size="small"
            type="number"
            label={t('previewCount')}
            value={previewCount}
            onChange={(e) => setPreviewCount(Math.max(1, Math.min(100, Number(e.target.value) || 1)))}
            sx={{ width: 150 }}
          />
          <Button
            variant="outlined"
            startIcon={<PreviewOutlined />}
            loading={preview.isPending}
            onClick={() => {
              if (check()) preview.mutate()
            }}
          >
            {t('previewChunks')}
          </Button>
          <Box sx={{ flexGrow: 1 }} />
          <Button
            variant="contained"
            startIcon={<PlayArrowOutlined />}
            loading={process.isPending}
            onClick={() => void runProcess()}
          >
            {t('process')}
          </Button>
        </Stack>
        {preview.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errorText(preview.error)}
          </Alert>
        )}
        {preview.data ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="preview-summary">
              {t('previewSummary', { shown: preview.data.chunks.length, total: preview.data.totalChunks })}
            </Typography>
            <Stack spacing={1.5} sx={{ maxHeight: '70vh', overflowY: 'auto', pr: 0.5 }}>
              {preview.data.chunks.map((c, i) => (
                <ChunkCard key={i} index={i + 1} pageContent={c.pageContent} metadata={c.metadata} />
              ))}
            </Stack>
          </>
        ) : (
          <Box
            sx={{
              border: 1,
              borderStyle: 'dashed',
              borderColor: 'divider',
              borderRadius: 2,
              p: 4,
              textAlign: 'center',
              color: 'text.secondary',
            }}
          >
            <PreviewOutlined sx={{ fontSize: 40, opacity: 0.5 }} aria-hidden />
            <Typography variant="body2">{t('previewHint')}</Typography>
          </Box>
        )}
      </Box>
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
