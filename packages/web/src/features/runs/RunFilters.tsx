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

/** One select of the filters: "any" first, then the options. */
function FilterSelect(props: {
  label: string
  value: string
  any: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
  testId: string
  minWidth: number
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(e) => props.onChange(e.target.value)}
      sx={{ minWidth: props.minWidth }}
      slotProps={selectProps}
      data-testid={props.testId}
    >
      <MenuItem value="">{props.any}</MenuItem>
      {props.options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  )
}

/** From and to: two UTC days. */
function DayRange({
  value,
  onChange,
}: {
  value: RunFilterValues
  onChange: (patch: Partial<RunFilterValues>) => void
}) {
  const { t } = useTranslation('runs')
  return (
    <>
      <TextField
        size="small"
        type="date"
        label={t('filters.from')}
        value={value.from}
        onChange={(e) => onChange({ from: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: value.to || undefined } }}
      />
      <TextField
        size="small"
        type="date"
        label={t('filters.to')}
        value={value.to}
        onChange={(e) => onChange({ to: e.target.value })}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.from || undefined } }}
      />
    </>
  )
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
      <FilterSelect
        label={t('filters.flow')}
        value={value.flowId}
        any={t('filters.anyFlow')}
        options={(flows.data?.items ?? []).map((f) => ({ value: f.id, label: f.name }))}
        onChange={(flowId) => set({ flowId, release: '' })}
        testId="runs-filter-flow"
        minWidth={200}
      />
      <FilterSelect
        label={t('filters.release')}
        value={value.release}
        any={t('filters.anyRelease')}
        options={[
          { value: 'draft', label: t('draft') },
          ...releases.map((n) => ({ value: String(n), label: t('release', { number: n }) })),
        ]}
        onChange={(release) => set({ release })}
        testId="runs-filter-release"
        minWidth={140}
      />
      <FilterSelect
        label={t('filters.source')}
        value={value.source}
        any={t('filters.anySource')}
        options={RUN_SOURCE_VALUES.map((s) => ({ value: s, label: t(`source.${s}`) }))}
        onChange={(source) => set({ source })}
        testId="runs-filter-source"
        minWidth={170}
      />
      <FilterSelect
        label={t('filters.status')}
        value={value.status}
        any={t('filters.anyStatus')}
        options={RUN_STATUS_VALUES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
        onChange={(status) => set({ status })}
        testId="runs-filter-status"
        minWidth={140}
      />
      <DayRange value={value} onChange={set} />
      {changed && <Button onClick={() => onChange(NO_FILTERS)}>{t('filters.clear')}</Button>}
    </Box>
  )
}
