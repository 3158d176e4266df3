import { Link as RouterLink } from 'react-router'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import type { TUnikDashboard } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { unikPath } from '../../chatflows/flow-kinds'
import { useDateText } from '../../../ui/unik-lists'
import { flowUrl } from './dashboard-links'

const BAR_HEIGHT = 64
const px = (n: number) => `${Math.round(n)}px`

/** Runs per day as bars (failed runs in the error colour on top), the day under each. */
function DayBars({ activity }: { activity: TUnikDashboard['activity'] }) {
  const { t, i18n } = useTranslation(['uniks'])
  const max = Math.max(1, ...activity.map((d) => d.runs))
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' })
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', mt: 2 }}>
      {activity.map((d) => (
        <Box
          key={d.day}
          role="img"
          aria-label={t('dashboard.dayRuns', { day: d.day, runs: d.runs, errors: d.errors })}
          sx={{ flex: 1, textAlign: 'center' }}
        >
          <Box
            sx={{ height: BAR_HEIGHT, display: 'flex', flexDirection: 'column', justifyContent: 'flex-end' }}
          >
            {/* Pixel strings: MUI reads a number up to 1 as a fraction of the parent's size. */}
            <Box
              sx={{
                height: px((d.errors / max) * BAR_HEIGHT),
                bgcolor: 'error.main',
                borderRadius: '4px 4px 0 0',
              }}
            />
            <Box
              sx={{
                height: px(((d.runs - d.errors) / max) * BAR_HEIGHT),
                minHeight: d.runs > 0 ? '2px' : '1px',
                bgcolor: d.runs > 0 ? 'primary.main' : 'divider',
                borderRadius: d.errors > 0 ? 0 : '4px 4px 0 0',
              }}
            />
          </Box>
          <Typography variant="caption" color="text.secondary">
            {weekday.format(new Date(`${d.day}T00:00:00.000Z`))}
          </Typography>
        </Box>
      ))}
    </Box>
  )
}

/** Runs and failures of the last days, and the last failed runs with their flow and error. */
export function ActivityCard({ unikId, dashboard }: { unikId: string; dashboard: TUnikDashboard }) {
  const { t } = useTranslation(['uniks'])
  const dateText = useDateText()
  const runs = dashboard.activity.reduce((sum, d) => sum + d.runs, 0)
  const errors = dashboard.activity.reduce((sum, d) => sum + d.errors, 0)
  return (
    <Card variant="outlined" component="section" aria-labelledby="dashboard-activity" sx={{ p: 2 }}>
      <Typography id="dashboard-activity" variant="h5" component="h2" sx={{ fontSize: 16, fontWeight: 600 }}>
        {t('dashboard.activity', { count: dashboard.days })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 4, mt: 1.5, flexWrap: 'wrap' }}>
        <Box>
          <Typography variant="h3" component="p">
            {runs}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('dashboard.runs', { count: runs })}
          </Typography>
        </Box>
        <Box>
          <Typography variant="h3" component="p" color={errors > 0 ? 'error.main' : undefined}>
            {errors}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('dashboard.failures', { count: errors })}
          </Typography>
        </Box>
      </Box>
      <DayBars activity={dashboard.activity} />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2.5, mb: 1 }}>
        {t('dashboard.lastFailures')}
      </Typography>
      {dashboard.failures.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {runs === 0 ? t('dashboard.noRuns') : t('dashboard.noFailures')}
        </Typography>
      ) : (
        <Box component="ul" aria-label={t('dashboard.lastFailures')} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {dashboard.failures.map((f) => (
            <Box
              component="li"
              key={`${f.flowId}-${f.startedAt}`}
              sx={{ py: 0.75, borderTop: 1, borderColor: 'divider' }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
                <Link
                  component={RouterLink}
                  to={flowUrl(unikId, f.flowId, f.flowType)}
                  underline="hover"
                  sx={{ fontWeight: 500, flexGrow: 1 }}
                  noWrap
                >
                  {f.flowName || t('dashboard.deletedFlow')}
                </Link>
                <Typography variant="caption" color="text.secondary" noWrap>
                  {dateText(f.startedAt)}
                </Typography>
              </Box>
              <Typography variant="body2" color="error.main" sx={{ overflowWrap: 'anywhere' }}>
                {f.error || t('dashboard.noErrorText')}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Button size="small" component={RouterLink} to={unikPath(unikId, 'analytics')} sx={{ mt: 1.5 }}>
        {t('dashboard.openAnalytics')}
      </Button>
    </Card>
  )
}
