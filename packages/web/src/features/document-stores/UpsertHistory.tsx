import { lazy, Suspense } from 'react'
import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { useDateText } from '../../ui/unik-lists'
import { useErrorText } from '../../ui/useNotify'
import { useUpsertHistory } from './queries'

// The chart is its own chunk, fetched only once there is a history to draw.
const UpsertChart = lazy(() => import('./UpsertChart'))

const COUNT_KEYS = ['numAdded', 'numUpdated', 'numSkipped', 'numDeleted'] as const

/** What an upsert ran with, in a few words (embeddings node and whether the record manager was on). */
function configText(config: Record<string, unknown>): string {
  const embedding = config.embedding
  const name =
    typeof embedding === 'object' && embedding !== null && typeof Reflect.get(embedding, 'name') === 'string'
      ? String(Reflect.get(embedding, 'name'))
      : ''
  const rm = config.recordManager
  return [name, rm ? 'record manager' : ''].filter(Boolean).join(' + ')
}

/** Each upsert of the store: when, counts, duration and configuration, with a chart of the counts. */
export function UpsertHistory({ unikId, storeId }: { unikId: string; storeId: string }) {
  const { t } = useTranslation('vector-store')
  const dateText = useDateText()
  const errorText = useErrorText()
  const history = useUpsertHistory(unikId, storeId)
  const runs = history.data ?? []
  const labels = {
    numAdded: t('counts.numAdded'),
    numUpdated: t('counts.numUpdated'),
    numSkipped: t('counts.numSkipped'),
    numDeleted: t('counts.numDeleted'),
  }
  return (
    <Card variant="outlined" sx={{ p: 2 }}>
      <Typography variant="h4" component="h2" sx={{ fontSize: 16, fontWeight: 600, mb: 1 }}>
        {t('historyTitle')}
      </Typography>
      {history.isPending && <Skeleton variant="rounded" height={120} />}
      {history.isError && <Alert severity="error">{errorText(history.error)}</Alert>}
      {history.isSuccess && runs.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('historyEmpty')}
        </Typography>
      )}
      {runs.length > 0 && (
        <>
          <Suspense fallback={<Skeleton variant="rounded" height={150} />}>
            <UpsertChart runs={runs} labels={labels} />
          </Suspense>
          <TableContainer sx={{ mt: 2, maxHeight: 320 }}>
            <Table size="small" stickyHeader aria-label={t('historyTitle')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('when')}</TableCell>
                  {COUNT_KEYS.map((k) => (
                    <TableCell key={k} align="right">
                      {labels[k]}
                    </TableCell>
                  ))}
                  <TableCell align="right">{t('duration')}</TableCell>
                  <TableCell>{t('config')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {runs.map((run) => (
                  <TableRow key={run.id} data-testid="upsert-history-row">
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateText(run.date)}</TableCell>
                    {COUNT_KEYS.map((k) => (
                      <TableCell key={k} align="right">
                        {run.result[k]}
                      </TableCell>
                    ))}
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {t('seconds', { value: (run.durationMs / 1000).toFixed(2) })}
                    </TableCell>
                    <TableCell>
                      <Typography variant="caption" title={JSON.stringify(run.config, null, 2)}>
                        {configText(run.config)}
                      </Typography>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Card>
  )
}
