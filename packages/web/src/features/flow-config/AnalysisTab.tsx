import { useState } from 'react'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import {
  AddRowButton,
  ConfigTab,
  flag,
  parseField,
  rec,
  RemoveRowButton,
  type TabProps,
  text,
  Toggle,
  useTabSave,
  withoutRow,
} from './config-shared'
import { headersToRows, isHttpUrl, rowsToHeaders } from './validators'

export function AnalysisTab({ unikId, flow }: TabProps) {
  const { t } = useTranslation('chatflows')
  const { save, busy } = useTabSave(unikId, flow, 'config.analysis.saveFailed')
  const saved = parseField(flow.analytic)
  const otel = rec(saved.openTelemetry)
  const [status, setStatus] = useState(flag(otel.status))
  const [endpoint, setEndpoint] = useState(text(otel.endpoint))
  const [rows, setRows] = useState(() => {
    const list = headersToRows(otel.headers)
    return list.length ? list : [{ key: '', value: '' }]
  })
  const [touched, setTouched] = useState(false)
  const endpointError = (status || endpoint.trim() !== '') && !isHttpUrl(endpoint)
  const onSave = () => {
    setTouched(true)
    if (endpointError) return
    const openTelemetry: Record<string, unknown> = { ...otel, status, headers: rowsToHeaders(rows) }
    if (endpoint.trim()) openTelemetry.endpoint = endpoint.trim()
    else delete openTelemetry.endpoint
    save({ analytic: JSON.stringify({ ...saved, openTelemetry }) })
  }
  return (
    <ConfigTab busy={busy} onSave={onSave}>
      <Typography variant="body2" color="text.secondary">
        {t('config.analysis.hint')}
      </Typography>
      <Toggle label={t('config.analysis.enable')} checked={status} onChange={setStatus} />
      <TextField
        size="small"
        label={t('config.analysis.endpoint')}
        placeholder="http://localhost:4318/v1/traces"
        value={endpoint}
        onChange={(e) => setEndpoint(e.target.value)}
        error={touched && endpointError}
        helperText={touched && endpointError ? t('config.analysis.endpointInvalid') : undefined}
      />
      <Typography variant="subtitle2">{t('config.analysis.headers')}</Typography>
      {rows.map((row, i) => (
        <Stack key={i} direction="row" spacing={1}>
          <TextField
            size="small"
            label={t('config.analysis.headerKey', { n: i + 1 })}
            value={row.key}
            onChange={(e) => setRows((r) => r.map((x, j) => (j === i ? { ...x, key: e.target.value } : x)))}
          />
          <TextField
            size="small"
            fullWidth
            label={t('config.analysis.headerValue', { n: i + 1 })}
            value={row.value}
            onChange={(e) => setRows((r) => r.map((x, j) => (j === i ? { ...x, value: e.target.value } : x)))}
          />
          <RemoveRowButton
            label={t('config.analysis.removeHeader', { n: i + 1 })}
            onClick={() => setRows((r) => withoutRow(r, i, { key: '', value: '' }))}
          />
        </Stack>
      ))}
      <AddRowButton
        label={t('config.analysis.addHeader')}
        onClick={() => setRows((r) => [...r, { key: '', value: '' }])}
      />
    </ConfigTab>
  )
}
