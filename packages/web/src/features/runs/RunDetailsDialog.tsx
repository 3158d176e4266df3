import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import CircularProgress from '@mui/material/CircularProgress'
import Dialog from '@mui/material/Dialog'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import IconButton from '@mui/material/IconButton'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import Close from '@mui/icons-material/Close'
import Replay from '@mui/icons-material/Replay'
import type { TUnikRunDetail } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useCanEditUnik } from '../../ui/unik-lists'
import { useErrorText } from '../../ui/useNotify'
import { RunTimeline } from '../chat/logs/RunTimeline'
import { AddRunToDataset } from './AddRunToDataset'
import { ReplayCompare, answerSx } from './ReplayCompare'
import { useReplayRun, useUnikRun } from './queries'
import { StatusChip, useReleaseText } from './RunsTable'

function QuestionAnswer({ run }: { run: TUnikRunDetail }) {
  const { t } = useTranslation('runs')
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
        <Typography variant="subtitle2" gutterBottom>
          {t('question')}
        </Typography>
        <Typography component="pre" sx={answerSx} data-testid="run-question">
          {run.question ?? t('noQuestion')}
        </Typography>
      </Paper>
      <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }}>
        <Typography variant="subtitle2" gutterBottom>
          {t('answer')}
        </Typography>
        <Typography component="pre" sx={answerSx} data-testid="run-answer">
          {run.answer ?? t('noAnswer')}
        </Typography>
      </Paper>
    </Box>
  )
}

/** Replay against the draft and, for editors, add to a dataset; then the replay's two answers. */
function RunActions({ unikId, run }: { unikId: string; run: TUnikRunDetail }) {
  const { t } = useTranslation('runs')
  const errorText = useErrorText()
  const canEdit = useCanEditUnik(unikId)
  const replay = useReplayRun(unikId, run.id)
  const hasQuestion = run.question !== null && run.question !== ''
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          variant="contained"
          startIcon={replay.isPending ? <CircularProgress size={16} color="inherit" /> : <Replay />}
          disabled={!hasQuestion || replay.isPending}
          onClick={() => replay.mutate()}
        >
          {replay.isPending ? t('replay.running') : t('replay.button')}
        </Button>
        {canEdit && hasQuestion && <AddRunToDataset unikId={unikId} runId={run.id} />}
      </Stack>
      {!hasQuestion && <Alert severity="info">{t('noQuestionHint')}</Alert>}
      {replay.isError && <Alert severity="error">{errorText(replay.error)}</Alert>}
      {replay.data && <ReplayCompare replay={replay.data} />}
    </Stack>
  )
}

function RunBody({ unikId, runId }: { unikId: string; runId: string }) {
  const { t } = useTranslation('runs')
  const errorText = useErrorText()
  const run = useUnikRun(unikId, runId)
  if (run.isError) return <Alert severity="error">{errorText(run.error)}</Alert>
  if (!run.data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    )
  return (
    <Stack spacing={2}>
      <QuestionAnswer run={run.data} />
      <RunActions unikId={unikId} run={run.data} />
      <Paper variant="outlined">
        <Typography variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
          {t('trace')}
        </Typography>
        <RunTimeline run={run.data} />
      </Paper>
    </Stack>
  )
}

function RunTitle({ unikId, runId }: { unikId: string; runId: string }) {
  const { t } = useTranslation('runs')
  const releaseText = useReleaseText()
  const run = useUnikRun(unikId, runId).data
  if (!run) return <>{t('run')}</>
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <span>{run.flowName}</span>
      <StatusChip status={run.status} />
      <Typography variant="body2" color="text.secondary" component="span">
        {[run.source ? t(`source.${run.source}`) : null, releaseText(run.release)]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
    </Stack>
  )
}

/** One run: question and answer, replay against the draft, add to a dataset, the node-by-node trace. */
export function RunDetailsDialog({
  unikId,
  runId,
  onClose,
}: {
  unikId: string
  runId: string
  onClose: () => void
}) {
  const { t } = useTranslation(['runs', 'translation'])
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="run-details-title">
      <DialogTitle id="run-details-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <RunTitle unikId={unikId} runId={runId} />
        </Box>
        <IconButton aria-label={t('translation:common.close')} onClick={onClose}>
          <Close />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        <RunBody unikId={unikId} runId={runId} />
      </DialogContent>
    </Dialog>
  )
}
