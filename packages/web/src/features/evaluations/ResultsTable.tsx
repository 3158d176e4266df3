import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import type { TEvaluationRowResult, TEvaluator, TVerdict } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { costText } from './SummaryCards'

export const CELL = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', verticalAlign: 'top' } as const

/** One evaluator's verdict: pass or fail, its score, and the reason on hover. */
export function VerdictChip({
  verdict,
  evaluator,
}: {
  verdict: TVerdict
  evaluator: TEvaluator | undefined
}) {
  // A pass/fail check's score (1 or 0) says nothing the colour does not.
  const scored = evaluator && evaluator.type !== 'text' && evaluator.type !== 'json'
  const score = verdict.score === null || !scored ? '' : ` ${Number(verdict.score.toFixed(3))}`
  const name = evaluator?.name ?? verdict.evaluatorId
  return (
    <Tooltip title={verdict.reason}>
      <Chip
        size="small"
        variant="outlined"
        color={verdict.pass ? 'success' : 'error'}
        label={`${name}${score}`}
      />
    </Tooltip>
  )
}

/** A row per dataset row: output, each evaluator's verdict, latency, tokens and cost. */
export function ResultsTable({
  results,
  evaluators,
}: {
  results: TEvaluationRowResult[]
  evaluators: TEvaluator[]
}) {
  const { t } = useTranslation('evaluations')
  const evaluatorOf = (id: string) => evaluators.find((e) => e.id === id)
  return (
    <TableContainer>
      <Table size="small" aria-label={t('results')}>
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell sx={{ minWidth: 120 }}>{t('input')}</TableCell>
            <TableCell>{t('expectedOutput')}</TableCell>
            <TableCell>{t('output')}</TableCell>
            <TableCell>{t('verdicts')}</TableCell>
            <TableCell>{t('latency')}</TableCell>
            <TableCell>{t('tokens')}</TableCell>
            <TableCell>{t('cost')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {results.map((r, i) => (
            <TableRow key={r.rowId} hover>
              <TableCell sx={CELL}>{i + 1}</TableCell>
              <TableCell sx={CELL}>{r.input}</TableCell>
              <TableCell sx={CELL}>{r.expectedOutput}</TableCell>
              <TableCell sx={CELL}>
                {r.output}
                {r.error && (
                  <Typography variant="body2" color="error">
                    {r.error}
                  </Typography>
                )}
              </TableCell>
              <TableCell sx={CELL}>
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {r.verdicts.map((v) => (
                    <VerdictChip key={v.evaluatorId} verdict={v} evaluator={evaluatorOf(v.evaluatorId)} />
                  ))}
                </Stack>
              </TableCell>
              <TableCell sx={CELL}>{t('ms', { value: r.latencyMs })}</TableCell>
              <TableCell sx={CELL}>{r.inputTokens + r.outputTokens}</TableCell>
              <TableCell sx={CELL}>{costText(r.costUsd)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  )
}
