import { useState } from 'react'
import { useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import HistoryOutlined from '@mui/icons-material/HistoryOutlined'
import { ZRunSource, ZRunStatus, type TUnikRunQuery } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { MainCard } from '../../ui/MainCard'
import { ListSkeleton } from '../../ui/unik-list-page'
import { EmptyState } from '../../ui/unik-lists'
import { useErrorText } from '../../ui/useNotify'
import { RunDetailsDialog } from './RunDetailsDialog'
import { NO_FILTERS, RunFilters, type RunFilterValues } from './RunFilters'
import { RunsTable } from './RunsTable'
import { useUnikRuns } from './queries'

const PAGE_SIZE = 25

function queryOf(filters: RunFilterValues, offset: number): TUnikRunQuery {
  const { release, source, status, ...rest } = filters
  const picked = { source: ZRunSource.safeParse(source), status: ZRunStatus.safeParse(status) }
  return {
    ...rest,
    ...(release ? { release: release === 'draft' ? 'draft' : Number(release) } : {}),
    ...(picked.source.success ? { source: picked.source.data } : {}),
    ...(picked.status.success ? { status: picked.status.data } : {}),
    limit: PAGE_SIZE,
    offset,
  }
}

/** `/uniks/:unikId/runs`: every run of the unik's flows, filtered; a row opens the run. */
export default function RunsPage() {
  const { unikId = '' } = useParams()
  const { t } = useTranslation('runs')
  const errorText = useErrorText()
  const [filters, setFilters] = useState<RunFilterValues>(NO_FILTERS)
  const [offset, setOffset] = useState(0)
  const [openRun, setOpenRun] = useState<string | null>(null)
  const list = useUnikRuns(unikId, queryOf(filters, offset))
  const runs = list.data?.runs ?? []
  const filtered = Object.values(filters).some((v) => v !== '')
  return (
    <MainCard title={t('title')}>
      <RunFilters
        unikId={unikId}
        value={filters}
        onChange={(next) => {
          setFilters(next)
          setOffset(0)
        }}
      />
      {list.isPending && <ListSkeleton />}
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      {list.isSuccess && runs.length === 0 && (
        <EmptyState
          icon={<HistoryOutlined />}
          title={filtered ? t('emptyFiltered') : t('empty')}
          hint={filtered ? undefined : t('emptyHint')}
        />
      )}
      {runs.length > 0 && <RunsTable runs={runs} onOpen={setOpenRun} />}
      {(offset > 0 || list.data?.hasMore) && (
        <Stack direction="row" spacing={2} sx={{ mt: 2, alignItems: 'center', justifyContent: 'flex-end' }}>
          <Typography variant="body2" color="text.secondary">
            {t('pageRange', { from: offset + 1, to: offset + runs.length })}
          </Typography>
          <Button disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
            {t('previous')}
          </Button>
          <Button disabled={!list.data?.hasMore} onClick={() => setOffset(offset + PAGE_SIZE)}>
            {t('next')}
          </Button>
        </Stack>
      )}
      {openRun && <RunDetailsDialog unikId={unikId} runId={openRun} onClose={() => setOpenRun(null)} />}
    </MainCard>
  )
}
