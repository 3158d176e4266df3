import { useState, type ReactNode } from 'react'
import { Link as RouterLink, useNavigate, useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import FormControlLabel from '@mui/material/FormControlLabel'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import MenuItem from '@mui/material/MenuItem'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined'
import SaveOutlined from '@mui/icons-material/SaveOutlined'
import SearchOutlined from '@mui/icons-material/SearchOutlined'
import { useQuery } from '@tanstack/react-query'
import type { TDocumentStore } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import type { UpsertResult } from '../../api/document-stores'
import { listUnikCredentials, nodeIconUrl } from '../../api/nodes'
import { MainCard } from '../../ui/MainCard'
import { useCanEditUnik } from '../../ui/unik-lists'
import { useErrorText, useNotify } from '../../ui/useNotify'
import { compactConfig, missingInputs, withDefaults, type NodeConfig } from './node-config'
import { NodeFields } from './NodeFields'
import { useSaveVectorConfig, useStore, useUpsert } from './queries'
import { StatusChip } from './StatusChip'
import { queryUrl, storesUrl, storeUrl } from './store-urls'
import { UpsertCounts } from './UpsertCounts'
import { UpsertHistory } from './UpsertHistory'
import { useNodeCatalogue } from './use-node-catalogue'
import { useCatalogueText } from '../../i18n/catalogue-text'

type Cleanup = 'none' | 'incremental' | 'full'

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
  const text = useCatalogueText()
  const navigate = useNavigate()
  const notify = useNotify()
  const errorText = useErrorText()
  const canEdit = useCanEditUnik(unikId)
  const nodes = useNodeCatalogue()
  const embeddingNodes = (nodes.data ?? []).filter((n) => n.category === 'Embeddings')
  const saved = store.embeddingConfig
  const [embeddingName, setEmbeddingName] = useState(saved?.name ?? embeddingNodes[0]?.name ?? '')
  const embeddingNode = embeddingNodes.find((n) => n.name === embeddingName)
  const [embeddingConfig, setEmbeddingConfig] = useState<NodeConfig>(() =>
    withDefaults(embeddingNode, saved?.config ?? {}),
  )
  const [credential, setCredential] = useState(saved?.credential ?? '')
  const [recordManager, setRecordManager] = useState(
    store.embeddingConfig ? store.recordManagerConfig !== null : true,
  )
  const [cleanup, setCleanup] = useState<Cleanup>(store.recordManagerConfig?.config.cleanup ?? 'full')
  const [missing, setMissing] = useState<string[]>([])
  const [result, setResult] = useState<UpsertResult | null>(null)
  const credentialNames = embeddingNode?.credential?.credentialNames ?? []
  const credentials = useQuery({
    queryKey: ['uniks', unikId, 'credentials', credentialNames],
    queryFn: () => listUnikCredentials(unikId, credentialNames),
    enabled: credentialNames.length > 0,
  })
  const saveConfig = useSaveVectorConfig(unikId)
  const upsert = useUpsert(unikId, store.id)
  const needsCredential = credentialNames.length > 0 && embeddingNode?.credential?.optional !== true

  const save = async (): Promise<boolean> => {
    const gaps = missingInputs(embeddingNode, embeddingConfig)
    if (needsCredential && credential === '') gaps.push('credential')
    if (!embeddingNode) gaps.push('embedding')
    setMissing(gaps)
    if (gaps.length > 0) {
      notify.error(t('translation:errors.MANDATORY_FIELDS'))
      return false
    }
    try {
      await saveConfig.mutateAsync({
        storeId: store.id,
        embedding: {
          name: embeddingName,
          config: compactConfig(embeddingConfig),
          ...(credential && { credential }),
        },
        vectorStore: { name: 'unikflowVectorStore', config: {} },
        recordManager: recordManager ? { name: 'unikflowRecordManager', config: { cleanup } } : null,
      })
      notify.success(t('configSaved'))
      return true
    } catch (e) {
      notify.error(e, t('configSaveFailed'))
      return false
    }
  }
  const runUpsert = async () => {
    if (!(await save())) return
    setResult(null)
    try {
      const r = await upsert.mutateAsync()
      setResult(r)
      notify.success(t('upserted'))
    } catch (e) {
      notify.error(e, t('upsertFailed'))
    }
  }

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
          <Stack spacing={2}>
            <TextField
              select
              size="small"
              label={t('embeddingsNode')}
              value={embeddingName}
              error={missing.includes('embedding')}
              onChange={(e) => {
                const next = embeddingNodes.find((n) => n.name === e.target.value)
                setEmbeddingName(e.target.value)
                setEmbeddingConfig(withDefaults(next, {}))
                setCredential('')
              }}
              slotProps={{ htmlInput: { 'data-testid': 'embeddings-select' } }}
            >
              {embeddingNodes.map((n) => (
                <MenuItem key={n.name} value={n.name}>
                  <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Box component="img" src={nodeIconUrl(n.name)} alt="" sx={{ width: 20, height: 20 }} />
                    {text(n.label)}
                  </Box>
                </MenuItem>
              ))}
            </TextField>
            {embeddingNode && (
              <Typography variant="body2" color="text.secondary">
                {text(embeddingNode.description)}
              </Typography>
            )}
            {credentialNames.length > 0 && (
              <TextField
                select
                size="small"
                label={t('credential')}
                required={needsCredential}
                value={credential}
                error={missing.includes('credential')}
                helperText={
                  credentials.isSuccess && credentials.data.length === 0 ? t('noCredentials') : undefined
                }
                onChange={(e) => setCredential(e.target.value)}
              >
                {(credentials.data ?? []).map((c) => (
                  <MenuItem key={c.id} value={c.id}>
                    {c.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
            <NodeFields
              node={embeddingNode}
              config={embeddingConfig}
              onChange={setEmbeddingConfig}
              missing={missing}
            />
          </Stack>
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
          <Stack spacing={1.5}>
            <FormControlLabel
              control={
                <Switch checked={recordManager} onChange={(e) => setRecordManager(e.target.checked)} />
              }
              label={t('recordManagerOn')}
            />
            <Typography variant="body2" color="text.secondary">
              {t('recordManagerHint')}
            </Typography>
            {recordManager && (
              <TextField
                select
                size="small"
                label={t('cleanup')}
                value={cleanup}
                onChange={(e) => {
                  const v = e.target.value
                  if (v === 'none' || v === 'incremental' || v === 'full') setCleanup(v)
                }}
                helperText={t(`cleanupHint.${cleanup}`)}
              >
                {(['none', 'incremental', 'full'] as const).map((c) => (
                  <MenuItem key={c} value={c}>
                    {t(`cleanupOptions.${c}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          </Stack>
        </Step>
      </Stack>

      <Stack spacing={2}>
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
                loading={saveConfig.isPending && !upsert.isPending}
                onClick={() => void save()}
              >
                {t('saveConfig')}
              </Button>
              <Button
                variant="contained"
                startIcon={<CloudUploadOutlined />}
                loading={upsert.isPending}
                disabled={store.totalChunks === 0}
                onClick={() => void runUpsert()}
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
        <UpsertHistory unikId={unikId} storeId={store.id} />
      </Stack>
    </Box>
  )
}
