import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { AddRowButton, RemoveRowButton, Toggle, withoutRow } from './config-shared'
import { SectionHeading } from './SectionHeading'

export type HeaderRow = { key: string; value: string }
export interface OpenTelemetryForm {
  status: boolean
  endpoint: string
  rows: HeaderRow[]
}

/** The OpenTelemetry collector of the analysis tab: its switch, OTLP/HTTP endpoint and request headers. */
export function OpenTelemetrySection({
  form,
  onChange,
  endpointError,
}: {
  form: OpenTelemetryForm
  onChange: (patch: Partial<OpenTelemetryForm>) => void
  endpointError: boolean
}) {
  const { t } = useTranslation('chatflows')
  const { rows } = form
  const setRow = (i: number, patch: Partial<HeaderRow>) =>
    onChange({ rows: rows.map((x, j) => (j === i ? { ...x, ...patch } : x)) })
  return (
    <Stack spacing={2}>
      <SectionHeading>{t('config.analysis.openTelemetry')}</SectionHeading>
      <Typography variant="body2" color="text.secondary">
        {t('config.analysis.openTelemetryHint')}
      </Typography>
      <Toggle
        label={t('config.analysis.enable')}
        checked={form.status}
        onChange={(status) => onChange({ status })}
      />
      <TextField
        size="small"
        label={t('config.analysis.endpoint')}
        placeholder="http://localhost:4318/v1/traces"
        value={form.endpoint}
        onChange={(e) => onChange({ endpoint: e.target.value })}
        error={endpointError}
        helperText={endpointError ? t('config.analysis.endpointInvalid') : undefined}
      />
      <Typography variant="subtitle2">{t('config.analysis.headers')}</Typography>
      {rows.map((row, i) => (
        <Stack key={i} direction="row" spacing={1}>
          <TextField
            size="small"
            label={t('config.analysis.headerKey', { n: i + 1 })}
            value={row.key}
            onChange={(e) => setRow(i, { key: e.target.value })}
          />
          <TextField
            size="small"
            fullWidth
            label={t('config.analysis.headerValue', { n: i + 1 })}
            value={row.value}
            onChange={(e) => setRow(i, { value: e.target.value })}
          />
          <RemoveRowButton
            label={t('config.analysis.removeHeader', { n: i + 1 })}
            onClick={() => onChange({ rows: withoutRow(rows, i, { key: '', value: '' }) })}
          />
        </Stack>
      ))}
      <AddRowButton
        label={t('config.analysis.addHeader')}
        onClick={() => onChange({ rows: [...rows, { key: '', value: '' }] })}
      />
    </Stack>
  )
}
