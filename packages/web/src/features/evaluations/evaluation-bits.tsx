import Box from '@mui/material/Box'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import type { TEvaluation, TFlowVersionRef } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'

export const percent = (ratio: number) => `${(ratio * 100).toFixed(1)}%`

export function useVersionText(): (v: TFlowVersionRef) => string {
  const { t } = useTranslation('evaluations')
  return (v) =>
    v === 'draft' ? t('versionDraft') : v === 'live' ? t('versionLive') : t('releaseN', { n: v })
}

const STATUS_COLOR = { running: 'info', completed: 'success', cancelled: 'default', error: 'error' } as const

/** The run's status, and while it runs its progress bar (rows done of total). */
export function StatusCell({ evaluation }: { evaluation: TEvaluation }) {
  const { t } = useTranslation('evaluations')
  const { status, done, total } = evaluation
  return (
    <Box sx={{ minWidth: 140 }}>
      <Chip size="small" color={STATUS_COLOR[status]} label={t(`status.${status}`)} />
      {status === 'running' && (
        <Box sx={{ mt: 0.5 }}>
          <LinearProgress
            variant="determinate"
            value={total ? (done / total) * 100 : 0}
            aria-label={t('progress', { done, total })}
          />
          <Typography variant="caption" color="text.secondary">
            {t('progress', { done, total })}
          </Typography>
        </Box>
      )}
    </Box>
  )
}
