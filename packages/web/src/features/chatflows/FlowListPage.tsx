import { NewFromExampleButton } from './NewFromExampleButton'
import { NewAgentflowButton } from './NewAgentflowButton'
import { AgentflowsEmptyState } from './AgentflowsEmptyState'
import { useEffect, useState } from 'react'
import { useNavigate, useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActionArea from '@mui/material/CardActionArea'
import Chip from '@mui/material/Chip'
import Pagination from '@mui/material/Pagination'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined'
import GridViewOutlined from '@mui/icons-material/GridViewOutlined'
import ViewListOutlined from '@mui/icons-material/ViewListOutlined'
import type { TChatflowSummary } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { readItem, writeItem } from '../../config/storage'
import { MainCard } from '../../ui/MainCard'
import { SearchField } from '../../ui/unik-lists'
import { useErrorText } from '../../ui/useNotify'
import { FlowActionsMenu } from './FlowActionsMenu'
import { canvasUrl, FLOW_KINDS, splitCategory, type FlowKind } from './flow-kinds'
import { useFlowTypesList } from './queries'

const PAGE_SIZE = 24
const VIEW_KEY = 'flowListView'
type View = 'grid' | 'list'

const GRID_SX = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return debounced
}

/** Agentflows: which format a flow is in (Flowise saves v2 as AGENTFLOW, Sequential Agents as MULTIAGENT). */
function AgentKind({ type }: { type: TChatflowSummary['type'] }) {
  const { t } = useTranslation('chatflows')
  if (type !== 'AGENTFLOW' && type !== 'MULTIAGENT') return null
  return (
    <Chip
      label={t(`agentKind.${type}`)}
      size="small"
      color={type === 'AGENTFLOW' ? 'primary' : 'default'}
      data-testid="agent-kind"
      sx={{ mb: 1 }}
    />
  )
}

function Tags({ category }: { category: string | null }) {
  const tags = splitCategory(category)
  if (tags.length === 0) return null
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {tags.map((tag) => (
        <Chip key={tag} label={tag} size="small" variant="outlined" />
      ))}
    </Box>
  )
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
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_e, next: View | null) => {
              if (!next) return
              setView(next)
              writeItem(VIEW_KEY, next)
            }}
          >
            <ToggleButton value="grid" aria-label={t('gridView')}>
              <GridViewOutlined fontSize="small" />
            </ToggleButton>
            <ToggleButton value="list" aria-label={t('listView')}>
              <ViewListOutlined fontSize="small" />
            </ToggleButton>
          </ToggleButtonGroup>
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
        <Box sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
          <AccountTreeOutlined sx={{ fontSize: 56, opacity: 0.5 }} aria-hidden />
          <Typography variant="h3" component="p" sx={{ mt: 1, color: 'text.primary' }}>
            {query ? t('noMatches') : t(`${prefix}.emptyTitle`)}
          </Typography>
          {!query && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t(`${prefix}.emptyHint`)}
            </Typography>
          )}
        </Box>
      )}
      {items.length > 0 && view === 'grid' && (
        <Box sx={GRID_SX}>
          {items.map((flow) => (
            <Card key={flow.id} variant="outlined" sx={{ position: 'relative' }}>
              <CardActionArea
                onClick={() => open(flow)}
                sx={{ p: 2, pr: 6, height: '100%', alignItems: 'flex-start' }}
              >
                <Typography
                  variant="h4"
                  component="h3"
                  noWrap
                  title={flow.name}
                  sx={{ fontSize: 18, fontWeight: 600 }}
                >
                  {flow.name}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t('nodeCount', { count: flow.nodeCount })}
                </Typography>
                <Typography component="div">
                  <AgentKind type={flow.type} />
                </Typography>
                <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
                  {t('updated', { date: date(flow.updatedAt) })}
                </Typography>
                <Tags category={flow.category} />
              </CardActionArea>
              <Box sx={{ position: 'absolute', top: 8, right: 8 }}>
                <FlowActionsMenu unikId={unikId} flow={flow} />
              </Box>
            </Card>
          ))}
        </Box>
      )}
      {items.length > 0 && view === 'list' && (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('name')}</TableCell>
                <TableCell>{t('category')}</TableCell>
                <TableCell>{t('nodes')}</TableCell>
                <TableCell>{t('lastUpdated')}</TableCell>
                <TableCell align="right">{t('translation:common.actions')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {items.map((flow) => (
                <TableRow key={flow.id} hover sx={{ cursor: 'pointer' }} onClick={() => open(flow)}>
                  <TableCell sx={{ fontWeight: 500 }}>
                    {flow.name} <AgentKind type={flow.type} />
                  </TableCell>
                  <TableCell>
                    <Tags category={flow.category} />
                  </TableCell>
                  <TableCell>{flow.nodeCount}</TableCell>
                  <TableCell>{date(flow.updatedAt)}</TableCell>
                  <TableCell align="right">
                    <FlowActionsMenu unikId={unikId} flow={flow} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {pages > 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 3 }}>
          <Pagination count={pages} page={page} onChange={(_e, p) => setPage(p)} />
        </Box>
      )}
    </MainCard>
  )
}
