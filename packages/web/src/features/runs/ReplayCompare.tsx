import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { TRunReplay } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useReleaseText } from './RunsTable'

export const answerSx = {
  m: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: 260,
  overflow: 'auto',
  fontSize: 14,
} as const

function AnswerBox({
  title,
  testId,
  children,
}: {
  title: string
  testId: string
  children: React.ReactNode
}) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 0 }} data-testid={testId}>
      <Typography variant="subtitle2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  )
}

/** The original answer and the draft's, side by side. */
export function ReplayCompare({ replay }: { replay: TRunReplay }) {
  const { t } = useTranslation('runs')
  const releaseText = useReleaseText()
  return (
    <Box
      role="region"
      aria-label={t('replay.title')}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
    >
      <AnswerBox
        title={t('replay.original', { version: releaseText(replay.original.release) })}
        testId="replay-original"
      >
        <Typography component="pre" sx={answerSx}>
          {replay.original.answer ?? t('noAnswer')}
        </Typography>
      </AnswerBox>
      <AnswerBox title={t('replay.draft')} testId="replay-draft">
        {replay.draft.error !== null ? (
          <Alert severity="error">{t('replay.failed', { message: replay.draft.error })}</Alert>
        ) : (
          <Typography component="pre" sx={answerSx}>
            {replay.draft.answer ?? t('noAnswer')}
          </Typography>
        )}
      </AnswerBox>
    </Box>
  )
}
