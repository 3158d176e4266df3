import Box from '@mui/material/Box'
import Paper from '@mui/material/Paper'
import Typography from '@mui/material/Typography'
import type { TEvaluationSummary } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { percent } from './evaluation-bits'

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5, minWidth: 120 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Paper>
  )
}

export const costText = (usd: number) => `$${usd.toFixed(usd > 0 && usd < 0.01 ? 5 : 2)}`

/** Pass rate, latency percentiles, tokens, cost, and each evaluator's pass rate and mean score. */
export function SummaryCards({ summary }: { summary: TEvaluationSummary }) {
  const { t } = useTranslation('evaluations')
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }} role="group" aria-label={t('summary')}>
        <Figure
          label={t('passRate')}
          value={`${percent(summary.passRate)} (${summary.passed}/${summary.total})`}
        />
        <Figure label={t('latencyP50')} value={t('ms', { value: summary.latencyP50Ms })} />
        <Figure label={t('latencyP95')} value={t('ms', { value: summary.latencyP95Ms })} />
        <Figure label={t('tokens')} value={String(summary.inputTokens + summary.outputTokens)} />
        <Figure label={t('cost')} value={costText(summary.costUsd)} />
        <Figure label={t('errors')} value={String(summary.errors)} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {summary.evaluators.map((e) => (
          <Figure
            key={e.evaluatorId}
            label={e.name}
            value={`${percent(e.passRate)}${e.meanScore === null ? '' : ` · ${t('meanScore', { score: e.meanScore.toFixed(2) })}`}`}
          />
        ))}
      </Box>
    </Box>
  )
}
