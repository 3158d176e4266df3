import { useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableContainer from '@mui/material/TableContainer'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import type { TComparedRow, TEvaluation, TEvaluationRowResult } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { MainCard } from '../../ui/MainCard'
import { ListSkeleton } from '../../ui/unik-list-page'
import { useErrorText } from '../../ui/useNotify'
import { CompareChart } from './CompareChart'
import { useVersionText } from './evaluation-bits'
import { useComparison } from './queries'
import { CELL, VerdictChip } from './ResultsTable'
import { wordDiff } from './word-diff'

const CHANGE_COLOR = {
  better: 'success',
  worse: 'error',
  same: 'default',
  added: 'info',
  removed: 'warning',
} as const

function Diff({ before, after }: { before: string; after: string }) {
  return (
    <Box component="span">
      {wordDiff(before, after).map((part, i) => (
        <Box
          key={i}
          component={part.kind === 'added' ? 'ins' : part.kind === 'removed' ? 'del' : 'span'}
          sx={{
            textDecoration: part.kind === 'removed' ? 'line-through' : 'none',
            bgcolor:
              part.kind === 'added' ? 'success.light' : part.kind === 'removed' ? 'error.light' : undefined,
            color: part.kind === 'same' ? undefined : 'common.black',
          }}
        >
          {part.text}
        </Box>
      ))}
    </Box>
  )
}

function Side({ result, evaluation }: { result: TEvaluationRowResult | null; evaluation: TEvaluation }) {
  if (!result) return <>—</>
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {result.verdicts.map((v) => (
        <VerdictChip
          key={v.evaluatorId}
          verdict={v}
          evaluator={evaluation.evaluators.find((e) => e.id === v.evaluatorId)}
        />
      ))}
    </Stack>
  )
}

function CompareRow({ row, a, b }: { row: TComparedRow; a: TEvaluation; b: TEvaluation }) {
  const { t } = useTranslation('evaluations')
  return (
    <TableRow hover>
      <TableCell sx={CELL}>{row.input}</TableCell>
      <TableCell sx={CELL}>
        <Chip size="small" color={CHANGE_COLOR[row.change]} label={t(`change.${row.change}`)} />
      </TableCell>
      <TableCell sx={CELL}>
        <Side result={row.a} evaluation={a} />
      </TableCell>
      <TableCell sx={CELL}>
        <Side result={row.b} evaluation={b} />
      </TableCell>
      <TableCell sx={CELL}>
        {row.outputChanged ? (
          <Diff before={row.a?.output ?? ''} after={row.b?.output ?? ''} />
        ) : (
          (row.b?.output ?? row.a?.output)
        )}
      </TableCell>
    </TableRow>
  )
}

/** Two evaluations side by side: summary charts, and per row what got better or worse, with output diffs. */
export default function ComparePage() {
  const { unikId = '', a = '', b = '' } = useParams()
  const { t } = useTranslation('evaluations')
  const errorText = useErrorText()
  const versionText = useVersionText()
  const query = useComparison(unikId, a, b)
  const c = query.data
  const label = (e: TEvaluation) => `${e.name} · ${e.chatflowName} · ${versionText(e.version)}`
  return (
    <MainCard title={t('compareTitle')}>
      {query.isPending && <ListSkeleton />}
      {query.isError && <Alert severity="error">{errorText(query.error)}</Alert>}
      {c && (
        <>
          <Stack spacing={0.5} sx={{ mb: 2 }}>
            <Typography variant="body2">{`A: ${label(c.a)}`}</Typography>
            <Typography variant="body2">{`B: ${label(c.b)}`}</Typography>
            <Typography variant="subtitle2">
              {t('betterWorse', { better: c.better, worse: c.worse })}
            </Typography>
          </Stack>
          {c.a.summary && c.b.summary && <CompareChart a={c.a.summary} b={c.b.summary} />}
          <TableContainer>
            <Table size="small" aria-label={t('compareTitle')}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ minWidth: 140 }}>{t('input')}</TableCell>
                  <TableCell>{t('changeTitle')}</TableCell>
                  <TableCell>A</TableCell>
                  <TableCell>B</TableCell>
                  <TableCell>{t('outputDiff')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {c.rows.map((row) => (
                  <CompareRow key={row.rowId} row={row} a={c.a} b={c.b} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </MainCard>
  )
}
