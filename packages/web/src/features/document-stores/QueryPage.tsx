import { useState, type FormEvent } from 'react'
import { Link as RouterLink, useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import SearchOutlined from '@mui/icons-material/SearchOutlined'
import { useTranslation } from 'react-i18next'
import { MainCard } from '../../ui/MainCard'
import { useErrorText } from '../../ui/useNotify'
import { ChunkCard } from './ChunkCard'
import { useQueryStore, useStore } from './queries'
import { storesUrl, storeUrl } from './store-urls'

type Filter = Record<string, string | number | boolean>

/** A filter text as metadata key → value, or null when it is not a flat JSON object of plain values. */
function parseFilter(text: string): Filter | null {
  if (text.trim() === '') return {}
  try {
    const value: unknown = JSON.parse(text)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
    const out: Filter = {}
    for (const [k, v] of Object.entries(value)) {
      if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return null
      out[k] = v
    }
    return out
  } catch {
    return null
  }
}

/** Retrieval test: the chunks of the store's vector store nearest a query, with scores and time taken. */
export default function QueryPage() {
  const { unikId = '', storeId = '' } = useParams()
  const { t } = useTranslation(['vector-store', 'document-store', 'translation'])
  const errorText = useErrorText()
  const store = useStore(unikId, storeId)
  const run = useQueryStore(unikId)
  const [query, setQuery] = useState('')
  const [topK, setTopK] = useState(4)
  const [filterText, setFilterText] = useState('')
  const [touched, setTouched] = useState(false)
  const filter = parseFilter(filterText)
  const queryError = query.trim() === '' ? t('translation:validation.required') : null

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTouched(true)
    if (queryError || !filter) return
    run.mutate({ storeId, query: query.trim(), topK, ...(Object.keys(filter).length > 0 && { filter }) })
  }

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
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2}>
          <TextField
            id="retrieval-query"
            label={t('query')}
            multiline
            minRows={2}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            error={touched && queryError !== null}
            helperText={touched && queryError}
            required
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              id="retrieval-topk"
              label={t('topK')}
              type="number"
              size="small"
              value={topK}
              onChange={(e) => setTopK(Math.max(1, Math.min(100, Number(e.target.value) || 1)))}
              sx={{ width: { sm: 140 } }}
            />
            <TextField
              id="retrieval-filter"
              label={t('metadataFilter')}
              size="small"
              fullWidth
              placeholder='{"source": "handbook.pdf"}'
              value={filterText}
              onChange={(e) => setFilterText(e.target.value)}
              error={filter === null}
              helperText={filter === null ? t('filterInvalid') : t('filterHint')}
              slotProps={{ htmlInput: { style: { fontFamily: 'ui-monospace, Menlo, monospace' } } }}
            />
          </Stack>
          <Box>
            <Button type="submit" variant="contained" startIcon={<SearchOutlined />} loading={run.isPending}>
              {t('runQuery')}
            </Button>
          </Box>
        </Stack>
      </Box>
      {run.isError && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorText(run.error)}
        </Alert>
      )}
      {run.data && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} role="status">
            {t('resultsSummary', { count: run.data.docs.length, ms: Math.round(run.data.timeTaken) })}
          </Typography>
          {run.data.docs.length === 0 ? (
            <Typography>{t('noResults')}</Typography>
          ) : (
            <Stack spacing={1.5}>
              {run.data.docs.map((doc, i) => (
                <ChunkCard
                  key={doc.id}
                  index={i + 1}
                  pageContent={doc.pageContent}
                  metadata={doc.metadata}
                  extra={
                    <Chip
                      size="small"
                      color="primary"
                      variant="outlined"
                      label={t('score', { value: doc.score.toFixed(4) })}
                      data-testid="result-score"
                    />
                  }
                />
              ))}
            </Stack>
          )}
        </Box>
      )}
    </MainCard>
  )
}
