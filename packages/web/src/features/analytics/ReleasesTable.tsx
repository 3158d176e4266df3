import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import type { TAnalyticsReleaseRow } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useFormats } from './format'

const num = { align: 'right' as const, sx: { whiteSpace: 'nowrap' } }

/** Each flow's runs and questions split by the release they ran on (draft: the canvas or every save). */
export function ReleasesTable({ rows }: { rows: readonly TAnalyticsReleaseRow[] }) {
  const { t } = useTranslation('analytics')
  const f = useFormats()
  return (
    <TableContainer>
      <Table size="small" aria-label={t('releases.title')} data-testid="analytics-releases">
        <TableHead>
          <TableRow>
            <TableCell>{t('flows.flow')}</TableCell>
            <TableCell>{t('releases.release')}</TableCell>
            <TableCell {...num}>{t('releases.questions')}</TableCell>
            <TableCell {...num}>{t('flows.runs')}</TableCell>
            <TableCell {...num}>{t('flows.errors')}</TableCell>
            <TableCell {...num}>{t('flows.tokens')}</TableCell>
            <TableCell {...num}>{t('flows.cost')}</TableCell>
            <TableCell {...num}>{t('releases.mean')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.flowId} ${row.release ?? ''}`} hover>
              <TableCell sx={{ maxWidth: 240, overflowWrap: 'anywhere' }}>{row.name}</TableCell>
              <TableCell>
                {row.release === null ? t('releases.draft') : t('releases.number', { release: row.release })}
              </TableCell>
              <TableCell {...num}>{f.number(row.questions)}</TableCell>
              <TableCell {...num}>{f.number(row.runs)}</TableCell>
              <TableCell {...num} sx={{ ...num.sx, color: row.errors > 0 ? 'error.main' : undefined }}>
                {f.number(row.errors)}
              </TableCell>
              <TableCell {...num}>{f.number(row.inputTokens + row.outputTokens)}</TableCell>
              <TableCell {...num}>{f.cost(row.costUsd)}</TableCell>
              <TableCell {...num}>{f.millis(row.avgDurationMs)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
