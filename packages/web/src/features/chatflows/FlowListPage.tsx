import { NewFromExampleButton } from './NewFromExampleButton'
import { NewAgentflowButton } from './NewAgentflowButton'
import { AgentflowsEmptyState } from './AgentflowsEmptyState'
import { useEffect, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Pagination from '@mui/material/Pagination'
import Skeleton from '@mui/material/Skeleton'
import Add from '@mui/icons-material/Add'
import type { TChatflowSummary } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { readItem, writeItem } from '../../config/storage'
import { MainCard } from '../../ui/MainCard'
import { SearchField } from '../../ui/unik-lists'
import { useErrorText } from '../../ui/useNotify'
import { canvasUrl, FLOW_KINDS, type FlowKind } from './flow-kinds'
import { FlowGrid, GRID_SX } from './FlowGrid'
import { ViewToggle, type View } from './FlowViewToggle'
import { NoFlows } from './NoFlows'
import { FlowTable } from './FlowTable'
import { useFlowTypesList } from './queries'

const PAGE_SIZE = 24
const VIEW_KEY = 'flowListView'

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/** Chatflows or agentflows of a unik, as cards or as a table. */
export function FlowListPage({ kind }: { kind: FlowKind }) {
  const { unikId = '' } = useParams()
  const { t, i18n } = useTranslation(['chatflows', 'translation'])
  const navigate = useNavigate()
  const errorText = useErrorText()
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [view, setView] = useState<View>(() => (readItem(VIEW_KEY) === 'list' ? 'list' : 'grid'))
  const query = useDebounced(search.trim(), 300)
  const list = useFlowTypesList(unikId, FLOW_KINDS[kind].listTypes, {
    page,
    pageSize: PAGE_SIZE,
    ...(query && { search: query }),
  })
  const prefix = kind === 'CHATFLOW' ? 'chatflow' : 'agentflow'
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))
  const open = (flow: TChatflowSummary) => void navigate(canvasUrl(unikId, kind, flow.id))
  const items = list.data?.items ?? []
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PAGE_SIZE))

  useEffect(() => setPage(1), [query])

  return (
    <MainCard
      title={t(`${prefix}.title`)}
      secondary={
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', width: { xs: '100%', sm: 'auto' } }}>
          <SearchField label={t('translation:common.search')} value={search} onChange={setSearch} />
          <ViewToggle
            value={view}
            onChange={(next) => {
              setView(next)
              writeItem(VIEW_KEY, next)
            }}
          />
          {kind === 'CHATFLOW' && (
            <NewFromExampleButton unikId={unikId} canvasUrl={(id) => canvasUrl(unikId, kind, id)} />
          )}
          {kind === 'MULTIAGENT' ? (
            <NewAgentflowButton unikId={unikId} />
          ) : (
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => void navigate(canvasUrl(unikId, kind))}
            >
              {t('addNew')}
            </Button>
          )}
        </Box>
      }
    >
      {list.isPending && (
        <Box sx={GRID_SX}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={140} />
          ))}
        </Box>
      )}
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.isSuccess && items.length === 0 && !query && kind === 'MULTIAGENT' && (
        <AgentflowsEmptyState unikId={unikId} />
      )}
      {list.isSuccess && items.length === 0 && (query || kind !== 'MULTIAGENT') && (
        <NoFlows prefix={prefix} searching={Boolean(query)} />
      )}
      {items.length > 0 && view === 'grid' && (
        <FlowGrid unikId={unikId} items={items} date={date} onOpen={open} />
      )}
      {items.length > 0 && view === 'list' && (
        <FlowTable unikId={unikId} items={items} date={date} onOpen={open} />
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination count={pages} page={page} onChange={(_e, p) => setPage(p)} />
        </Box>
      )}
    </MainCard>
  )
}
