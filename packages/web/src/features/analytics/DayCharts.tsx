import Box from '@mui/material/Box'
import { useTheme } from '@mui/material/styles'
import type { TAnalyticsDay } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { DayChart } from './DayChart'
import { useFormats } from './format'

/** The four charts by day: messages and sessions, runs, tokens, feedback. */
export function DayCharts({ days }: { days: readonly TAnalyticsDay[] }) {
  const { t } = useTranslation('analytics')
  const { palette } = useTheme()
  const f = useFormats()
  const dayValues = (pick: (d: TAnalyticsDay) => number) => days.map(pick)
  return (
    <Box
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}
      data-testid="analytics-charts"
    >
      <DayChart
        title={t('charts.messages')}
        days={days.map((d) => d.day)}
        dayLabel={f.day}
        format={f.compact}
        grouped
        series={[
          {
            label: t('charts.messagesSeries'),
            color: palette.primary.main,
            values: dayValues((d) => d.messages),
          },
          {
            label: t('charts.sessionsSeries'),
            color: palette.secondary.main,
            values: dayValues((d) => d.sessions),
          },
        ]}
      />
      <DayChart
        title={t('charts.runs')}
        days={days.map((d) => d.day)}
        dayLabel={f.day}
        format={f.compact}
        series={[
          {
            label: t('charts.succeeded'),
            color: palette.success.main,
            values: dayValues((d) => d.runs - d.errors),
          },
          {
            label: t('charts.failed'),
            color: palette.error.main,
            values: dayValues((d) => d.errors),
          },
        ]}
      />
      <DayChart
        title={t('charts.tokens')}
        days={days.map((d) => d.day)}
        dayLabel={f.day}
        format={f.compact}
        series={[
          {
            label: t('charts.tokensSeries'),
            color: palette.info.main,
            values: dayValues((d) => d.tokens),
          },
        ]}
      />
      <DayChart
        title={t('charts.feedback')}
        days={days.map((d) => d.day)}
        dayLabel={f.day}
        format={f.compact}
        series={[
          {
            label: t('charts.thumbsUp'),
            color: palette.success.main,
            values: dayValues((d) => d.thumbsUp),
          },
          {
            label: t('charts.thumbsDown'),
            color: palette.warning.main,
            values: dayValues((d) => d.thumbsDown),
          },
        ]}
      />
    </Box>
  )
}
