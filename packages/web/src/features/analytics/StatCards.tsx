import type { ReactNode } from 'react'
import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import Typography from '@mui/material/Typography'
import type { TAnalyticsPoints, TAnalyticsTotals, TLatencyFigures } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { FeedbackCounts } from './FeedbackCounts'
import { useFormats } from './format'

function Stat({
  label,
  value,
  detail,
  testId,
}: {
  label: string
  value: ReactNode
  detail?: ReactNode
  testId: string
}) {
  return (
    <Card variant="outlined" sx={{ p: 2, minWidth: 0 }} data-testid={testId}>
      <Typography variant="body2" color="text.secondary" noWrap>
        {label}
      </Typography>
      <Typography
        variant="h2"
        component="p"
        sx={{ mt: 0.5, fontWeight: 600 }}
        data-testid={`${testId}-value`}
      >
        {value}
      </Typography>
      {detail && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {detail}
        </Typography>
      )}
    </Card>
  )
}

/** The range's headline figures. */
export function StatCards({
  totals,
  points,
  latency,
}: {
  totals: TAnalyticsTotals
  points: TAnalyticsPoints
  latency: TLatencyFigures | undefined
}) {
  const { t } = useTranslation('analytics')
  const f = useFormats()
  const rated = totals.thumbsUp + totals.thumbsDown
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
      }}
    >
      <Stat
        testId="stat-messages"
        label={t('stats.messages')}
        value={f.number(totals.messages)}
        detail={t('stats.questions', { count: totals.questions, value: f.number(totals.questions) })}
      />
      <Stat testId="stat-sessions" label={t('stats.sessions')} value={f.number(totals.sessions)} />
      <Stat
        testId="stat-feedback"
        label={t('stats.feedback')}
        value={rated === 0 ? '—' : f.percent(totals.thumbsUp / rated)}
        detail={<FeedbackCounts up={totals.thumbsUp} down={totals.thumbsDown} />}
      />
      <Stat
        testId="stat-runs"
        label={t('stats.runs')}
        value={f.number(totals.runs)}
        detail={t('stats.errors', { count: totals.errors, value: f.number(totals.errors) })}
      />
      <Stat
        testId="stat-tokens"
        label={t('stats.tokens')}
        value={f.compact(totals.inputTokens + totals.outputTokens)}
        detail={t('stats.tokensDetail', {
          input: f.number(totals.inputTokens),
          output: f.number(totals.outputTokens),
        })}
      />
      <Stat
        testId="stat-cost"
        label={t('stats.cost')}
        value={f.cost(totals.costUsd)}
        detail={t('stats.costDetail')}
      />
      <Stat
        testId="stat-latency"
        label={t('stats.latency')}
        value={f.millis(latency?.p50Ms ?? null)}
        detail={t('stats.latencyDetail', { p95: f.millis(latency?.p95Ms ?? null) })}
      />
      <Stat
        testId="stat-points"
        label={t('stats.leads')}
        value={f.number(points.leads)}
        detail={
          points.withPoints === 0
            ? t('stats.noPoints')
            : t('stats.pointsDetail', {
                total: f.number(points.total),
                average: f.decimal(points.average ?? 0),
                max: f.number(points.max ?? 0),
              })
        }
      />
    </Box>
  )
}
