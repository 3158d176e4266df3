import Box from '@mui/material/Box'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import ToggleButton from '@mui/material/ToggleButton'
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup'
import { ANALYTICS_MAX_DAYS } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useFlowTypesList } from '../chatflows/queries'
import { daysBefore, todayUtc } from './format'

export interface AnalyticsRange {
  from: string
  to: string
  flowId: string
}

const PRESETS = [7, 30, 90] as const
const FLOW_TYPES = ['CHATFLOW', 'AGENTFLOW', 'MULTIAGENT', 'ASSISTANT'] as const

const spanOf = (r: AnalyticsRange) => Math.round((Date.parse(r.to) - Date.parse(r.from)) / 86_400_000) + 1

/** Date range (presets or two dates, UTC days) and the flow filter. */
export function AnalyticsFilters({
  unikId,
  value,
  onChange,
}: {
  unikId: string
  value: AnalyticsRange
  onChange: (next: AnalyticsRange) => void
}) {
  const { t } = useTranslation('analytics')
  const flows = useFlowTypesList(unikId, FLOW_TYPES, { page: 1, pageSize: 100 })
  const today = todayUtc()
  const preset = value.to === today ? PRESETS.find((days) => spanOf(value) === days) : undefined
  const setDates = (from: string, to: string) => {
    if (!from || !to || from > to) return
    const span = spanOf({ from, to, flowId: '' })
    onChange({ ...value, from: span > ANALYTICS_MAX_DAYS ? daysBefore(to, ANALYTICS_MAX_DAYS) : from, to })
  }
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={preset ?? null}
        onChange={(_, days: number | null) =>
          days && onChange({ ...value, from: daysBefore(today, days), to: today })
        }
        aria-label={t('range')}
      >
        {PRESETS.map((days) => (
          <ToggleButton key={days} value={days}>
            {t('lastDays', { count: days })}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <TextField
        size="small"
        type="date"
        label={t('from')}
        value={value.from}
        onChange={(e) => setDates(e.target.value, value.to)}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { max: value.to, 'data-testid': 'analytics-from' },
        }}
      />
      <TextField
        size="small"
        type="date"
        label={t('to')}
        value={value.to}
        onChange={(e) => setDates(value.from, e.target.value)}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: value.from, max: today, 'data-testid': 'analytics-to' },
        }}
      />
      <TextField
        select
        size="small"
        label={t('flow')}
        value={value.flowId}
        onChange={(e) => onChange({ ...value, flowId: e.target.value })}
        sx={{ minWidth: 220 }}
        slotProps={{
          inputLabel: { shrink: true },
          select: { displayEmpty: true, MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } },
        }}
      >
        <MenuItem value="">{t('allFlows')}</MenuItem>
        {(flows.data?.items ?? []).map((flow) => (
          <MenuItem key={flow.id} value={flow.id}>
            {flow.name}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  )
}
