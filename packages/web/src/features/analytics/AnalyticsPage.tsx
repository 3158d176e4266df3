import { useState, type ReactNode } from 'react'
import { useParams } from 'react-router'
import Alert from '@mui/material/Alert'
import Card from '@mui/material/Card'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import InsightsOutlined from '@mui/icons-material/InsightsOutlined'
import { ANALYTICS_DEFAULT_DAYS, type TAnalyticsQuery } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { MainCard } from '../../ui/MainCard'
import { EmptyState } from '../../ui/unik-lists'
import { useErrorText } from '../../ui/useNotify'
import { AnalyticsFilters, type AnalyticsRange } from './AnalyticsFilters'
import { DayCharts } from './DayCharts'
import { FlowsTable, NodesTable } from './FlowTables'
import { daysBefore, todayUtc } from './format'
import { LeadsSection } from './LeadsSection'
import { useAnalyticsLatency, useAnalyticsReleases, useAnalyticsSummary } from './queries'
import { ReleasesTable } from './ReleasesTable'
import { StatCards } from './StatCards'

function Section({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <Card variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid={testId}>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Card>
  )
}

/** `/uniks/:unikId/analytics`: what the unik's flows did over a range of days. */
export default function AnalyticsPage() {
  const { unikId = '' } = useParams()
  const { t } = useTranslation('analytics')
  const errorText = useErrorText()
  const [range, setRange] = useState<AnalyticsRange>(() => {
    const to = todayUtc()
    return { from: daysBefore(to, ANALYTICS_DEFAULT_DAYS), to, flowId: '' }
  })
  const query: TAnalyticsQuery = {
    from: range.from,
    to: range.to,
    ...(range.flowId ? { flowId: range.flowId } : {}),
  }
  const summary = useAnalyticsSummary(unikId, query)
  const latency = useAnalyticsLatency(unikId, query)
  const releases = useAnalyticsReleases(unikId, query)
  // Split by release only when some run ran on one (flows that release changes explicitly).
  const released = releases.data?.rows.some((r) => r.release !== null) ? releases.data.rows : undefined
  const data = summary.data
  const days = data?.days ?? []
  const empty =
    data !== undefined && data.totals.messages === 0 && data.totals.runs === 0 && data.points.leads === 0

  return (
    <MainCard
      title={
        <Typography variant="h1" component="h1">
          {t('title')}
        </Typography>
      }
      secondary={<AnalyticsFilters unikId={unikId} value={range} onChange={setRange} />}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('utcNote')}
      </Typography>
      {summary.isError && <Alert severity="error">{errorText(summary.error)}</Alert>}
      {summary.isPending && <Skeleton variant="rounded" height={320} />}
      {data && (
        <Stack spacing={3} sx={{ opacity: summary.isPlaceholderData ? 0.6 : 1, transition: 'opacity 0.2s' }}>
          <StatCards totals={data.totals} points={data.points} latency={latency.data?.overall} />
          {empty ? (
            <EmptyState icon={<InsightsOutlined />} title={t('empty.title')} hint={t('empty.hint')} />
          ) : (
            <>
              <DayCharts days={days} />
              {data.flows.length > 0 && (
                <Section title={t('flows.title')}>
                  <FlowsTable flows={data.flows} {...(latency.data ? { latency: latency.data } : {})} />
                </Section>
              )}
              {released && (
                <Section title={t('releases.title')} testId="analytics-releases-section">
                  <ReleasesTable rows={released} />
                </Section>
              )}
              {latency.data && latency.data.nodes.length > 0 && (
                <Section title={t('nodes.title')}>
                  <NodesTable latency={latency.data} />
                </Section>
              )}
            </>
          )}
          <Section title={t('leads.title')} testId="analytics-leads-section">
            <LeadsSection unikId={unikId} query={query} />
          </Section>
        </Stack>
      )}
    </MainCard>
  )
}
