import { useEffect, useState } from 'react'
import { Link as RouterLink, useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Breadcrumbs from '@mui/material/Breadcrumbs'
import Link from '@mui/material/Link'
import Pagination from '@mui/material/Pagination'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined'
import type { TDocumentChunk } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { MainCard } from '../../ui/MainCard'
import { ListSkeleton } from '../../ui/unik-list-page'
import { EmptyState, SearchField, useCanEditUnik } from '../../ui/unik-lists'
import { useErrorText } from '../../ui/useNotify'
import { ChunkCard } from './ChunkCard'
import { ChunkDialog } from './ChunkDialog'
import { useChunks } from './queries'
import { StatusChip } from './StatusChip'
import { loaderSource } from './store-format'
import { storesUrl, storeUrl } from './store-urls'

const PAGE_SIZE = 20

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/** The chunks of one loader: paged, searchable; a click opens one to edit or delete. */
export default function ChunksPage() {
  const { unikId = '', storeId = '', fileId = '' } = useParams()
  const { t } = useTranslation(['document-store', 'translation'])
  const errorText = useErrorText()
  const canEdit = useCanEditUnik(unikId)
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [open, setOpen] = useState<TDocumentChunk | null>(null)
  const q = useDebounced(search.trim(), 300)
  const chunks = useChunks(unikId, storeId, fileId, { page, pageSize: PAGE_SIZE, ...(q && { q }) })
  const data = chunks.data
  const pages = Math.max(1, Math.ceil((data?.count ?? 0) / PAGE_SIZE))
  useEffect(() => setPage(1), [q])

  return (
    <MainCard
      title={
        <Box>
          <Breadcrumbs sx={{ mb: 0.5 }}>
            <Link component={RouterLink} to={storesUrl(unikId)} underline="hover" color="inherit">
              {t('title')}
            </Link>
            <Link component={RouterLink} to={storeUrl(unikId, storeId)} underline="hover" color="inherit">
              {data?.storeName ?? '…'}
            </Link>
            <Typography color="text.primary">{t('chunks')}</Typography>
          </Breadcrumbs>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="h1" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {data ? loaderSource(data.loader) || t(`loaders.${data.loader.loaderName}`) : ''}
            </Typography>
            {data && <StatusChip status={data.loader.status} />}
          </Stack>
          {data && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('chunksSummary', {
                count: data.loader.totalChunks,
                chars: data.loader.totalChars.toLocaleString(),
              })}
            </Typography>
          )}
        </Box>
      }
      secondary={<SearchField label={t('searchChunks')} value={search} onChange={setSearch} />}
    >
      {chunks.isPending && <ListSkeleton />}
      {chunks.isError && <Alert severity="error">{errorText(chunks.error)}</Alert>}
      {data && data.chunks.length === 0 && (
        <EmptyState icon={<ViewAgendaOutlined />} title={q ? t('noChunkMatches') : t('noChunks')} />
      )}
      {data && data.chunks.length > 0 && (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: {
              xs: '1fr',
              md: 'repeat(2, minmax(0, 1fr))',
              xl: 'repeat(3, minmax(0, 1fr))',
            },
          }}
        >
          {data.chunks.map((chunk) => (
            <ChunkCard
              key={chunk.id}
              index={chunk.chunkNo}
              pageContent={chunk.pageContent}
              metadata={chunk.metadata}
              onClick={() => setOpen(chunk)}
            />
          ))}
        </Box>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination count={pages} page={page} onChange={(_e, p) => setPage(p)} />
        </Box>
      )}
      <ChunkDialog unikId={unikId} chunk={open} canEdit={canEdit} onClose={() => setOpen(null)} />
    </MainCard>
  )
}
