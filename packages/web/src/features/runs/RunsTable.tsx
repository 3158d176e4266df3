import Chip from '@mui/material/Chip'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { TUnikRunItem } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useDateText } from '../../ui/unik-lists'
import { formatDuration } from '../chat/model/run-timeline'

const STATUS_COLOR = { success: 'success', error: 'error', aborted: 'warning' } as const

export function StatusChip({ status }: { status: TUnikRunItem['status'] }) {
  const { t } = useTranslation('runs')
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOR[status]}
      label={t(`status.${status}`)}
      sx={{ height: 20, fontSize: 11 }}
    />
  )
}

/** The run's release as the page shows it: "Draft" or "Release N". */
export function useReleaseText() {
  const { t } = useTranslation('runs')
  return (release: number | null) => (release === null ? t('draft') : t('release', { number: release }))
}

function RunRow({ run, onOpen }: { run: TUnikRunItem; onOpen: () => void }) {
  const { t } = useTranslation('runs')
  const dateText = useDateText()
  const releaseText = useReleaseText()
  return (
    <TableRow
      hover
      tabIndex={0}
      data-testid="run-row"
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault()
          onOpen()
        }
      }}
      sx={{ cursor: 'pointer' }}
      aria-label={t('openRun', { question: run.question ?? run.id })}
    >
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{dateText(run.startedAt)}</TableCell>
      <TableCell>{run.flowName}</TableCell>
      <TableCell sx={{ maxWidth: 320 }}>
        <Typography variant="body2" noWrap title={run.question ?? undefined}>
          {run.question ?? '—'}
        </Typography>
      </TableCell>
      <TableCell>{run.source ? t(`source.${run.source}`) : '—'}</TableCell>
      <TableCell>{releaseText(run.release)}</TableCell>
      <TableCell>
        <StatusChip status={run.status} />
      </TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatDuration(run.durationMs)}
      </TableCell>
      <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {run.inputTokens + run.outputTokens}
      </TableCell>
    </TableRow>
  )
}

/** The page of runs; a row opens the run. */
export function RunsTable({ runs, onOpen }: { runs: TUnikRunItem[]; onOpen: (runId: string) => void }) {
  const { t } = useTranslation('runs')
  return (
    <TableContainer>
      <Table size="small" aria-label={t('title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.started')}</TableCell>
            <TableCell>{t('columns.flow')}</TableCell>
            <TableCell>{t('columns.question')}</TableCell>
            <TableCell>{t('columns.source')}</TableCell>
            <TableCell>{t('columns.release')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell align="right">{t('columns.duration')}</TableCell>
            <TableCell align="right">{t('columns.tokens')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {runs.map((run) => (
            <RunRow key={run.id} run={run} onOpen={() => onOpen(run.id)} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
