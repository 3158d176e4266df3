import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useQuery } from '@tanstack/react-query'
import { RUN_SOURCE_VALUES, RUN_STATUS_VALUES } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { getFlowReleases } from '../../api/flow-releases'
import { useFlowTypesList } from '../chatflows/queries'

/** The filters as the page holds them: '' is "any". `release` is '', 'draft' or a number as text. */
export interface RunFilterValues {
  flowId: string
  release: string
  source: string
  status: string
  from: string
  to: string
}

export const NO_FILTERS: RunFilterValues = {
  flowId: '',
  release: '',
  source: '',
  status: '',
  from: '',
  to: '',
}

const FLOW_TYPES = ['CHATFLOW', 'AGENTFLOW', 'MULTIAGENT', 'ASSISTANT'] as const
const selectProps = {
  inputLabel: { shrink: true },
  select: { displayEmpty: true, MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } },
}

/** The releases of the picked flow (none picked: only "draft"). */
function useReleaseNumbers(unikId: string, flowId: string): number[] {
  const releases = useQuery({
    queryKey: ['uniks', unikId, 'flows', flowId, 'releases'],
    queryFn: () => getFlowReleases(unikId, flowId),
    enabled: flowId !== '',
  })
  return flowId ? (releases.data?.releases ?? []).map((r) => r.release) : []
}

/** Flow, release, source, status and a range of days (UTC). */
export function RunFilters({
  unikId,
  value,
  onChange,
}: {
  unikId: string
  value: RunFilterValues
  onChange: (next: RunFilterValues) => void
}) {
  const { t } = useTranslation('runs')
  const flows = useFlowTypesList(unikId, FLOW_TYPES, { page: 1, pageSize: 100 })
  const releases = useReleaseNumbers(unikId, value.flowId)
  const set = (patch: Partial<RunFilterValues>) => onChange({ ...value, ...patch })
  const changed = Object.values(value).some((v) => v !== '')
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
      <TextField
        select
        size="small"
        label={t('filters.flow')}
        value={value.flowId}
        onChange={(e) => set({ flowId: e.target.value, release: '' })}
        sx={{ minWidth: 200 }}
        slotProps={selectProps}
        data-testid="runs-filter-flow"
      >
        <MenuItem value="">{t('filters.anyFlow')}</MenuItem>
        {(flows.data?.items ?? []).map((flow) => (
          <MenuItem key={flow.id} value={flow.id}>
            {flow.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filters.release')}
        value={value.release}
        onChange={(e) => set({ release: e.target.value })}
        sx={{ minWidth: 140 }}
        slotProps={selectProps}
        data-testid="runs-filter-release"
      >
        <MenuItem value="">{t('filters.anyRelease')}</MenuItem>
        <MenuItem value="draft">{t('draft')}</MenuItem>
        {releases.map((n) => (
          <MenuItem key={n} value={String(n)}>
            {t('release', { number: n })}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filters.source')}
        value={value.source}
        onChange={(e) => set({ source: e.target.value })}
        sx={{ minWidth: 170 }}
        slotProps={selectProps}
        data-testid="runs-filter-source"
      >
        <MenuItem value="">{t('filters.anySource')}</MenuItem>
        {RUN_SOURCE_VALUES.map((source) => (
          <MenuItem key={source} value={source}>
            {t(`source.${source}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('filters.status')}
        value={value.status}
        onChange={(e) => set({ status: e.target.value })}
        sx={{ minWidth: 140 }}
        slotProps={selectProps}
        data-testid="runs-filter-status"
      >
        <MenuItem value="">{t('filters.anyStatus')}</MenuItem>
        {RUN_STATUS_VALUES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`status.${status}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label={t('filters.from')}
        value={value.from}
        onChange={(e) => set({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to || undefined } }}
      />
      <TextField
        size="small"
        type="date"
        label={t('filters.to')}
        value={value.to}
        onChange={(e) => set({ to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from || undefined } }}
      />
      {changed && <Button onClick={() => onChange(NO_FILTERS)}>{t('filters.clear')}</Button>}
    </Box>
  )
}
