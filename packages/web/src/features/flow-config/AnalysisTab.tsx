import { useState } from 'react'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { ANALYTIC_PROVIDERS } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { AnalyticProviderSection, type ProviderForm } from './AnalyticProviderSection'
import { ConfigTab, flag, parseField, rec, type Json, type TabProps, text, useTabSave } from './config-shared'
import { OpenTelemetrySection, type OpenTelemetryForm } from './OpenTelemetrySection'
import { SectionHeading } from './SectionHeading'
import { headersToRows, isHttpUrl, rowsToHeaders } from './validators'

function providerForms(saved: Json): Record<string, ProviderForm> {
  const out: Record<string, ProviderForm> = {}
  for (const provider of ANALYTIC_PROVIDERS) {
    const p = rec(saved[provider.name])
    out[provider.name] = {
      status: flag(p.status),
      credentialId: text(p.credentialId),
      fields: Object.fromEntries(provider.fields.map((f) => [f, text(p[f])])),
    }
  }
  return out
}

/**
 * Chatflow Analysis: where each run's trace goes — an OpenTelemetry collector and Flowise's tracing
 * services, saved in the flow's `analytic` under Flowise's keys (settings of unknown providers are kept).
 */
export function AnalysisTab({ unikId, flow }: TabProps) {
  const { t } = useTranslation('chatflows')
  const { save, busy } = useTabSave(unikId, flow, 'config.analysis.saveFailed')
  const saved = parseField(flow.analytic)
  const otel = rec(saved.openTelemetry)
  const [otelForm, setOtelForm] = useState<OpenTelemetryForm>(() => {
    const rows = headersToRows(otel.headers)
    return {
      status: flag(otel.status),
      endpoint: text(otel.endpoint),
      rows: rows.length ? rows : [{ key: '', value: '' }],
    }
  })
  const [forms, setForms] = useState(() => providerForms(saved))
  const [touched, setTouched] = useState(false)
  const endpointError = (otelForm.status || otelForm.endpoint.trim() !== '') && !isHttpUrl(otelForm.endpoint)
  const missing = (name: string) => forms[name]?.status === true && !forms[name]?.credentialId
  const onSave = () => {
    setTouched(true)
    if (endpointError || ANALYTIC_PROVIDERS.some((p) => missing(p.name))) return
    const openTelemetry: Json = { ...otel, status: otelForm.status, headers: rowsToHeaders(otelForm.rows) }
    if (otelForm.endpoint.trim()) openTelemetry.endpoint = otelForm.endpoint.trim()
    else delete openTelemetry.endpoint
    const out: Json = { ...saved, openTelemetry }
    for (const { name } of ANALYTIC_PROVIDERS) {
      const form = forms[name]
      if (!form) continue
      const entry: Json = { ...rec(saved[name]), status: form.status, credentialId: form.credentialId }
      for (const [field, value] of Object.entries(form.fields)) entry[field] = value.trim()
      out[name] = entry
    }
    save({ analytic: JSON.stringify(out) })
  }
  return (
    <ConfigTab busy={busy} onSave={onSave}>
      <Typography variant="body2" color="text.secondary">
        {t('config.analysis.hint')}
      </Typography>
      <SectionHeading>{t('config.analysis.providers')}</SectionHeading>
      <Stack spacing={1}>
        {ANALYTIC_PROVIDERS.map((provider) => (
          <AnalyticProviderSection
            key={provider.name}
            unikId={unikId}
            provider={provider}
            form={forms[provider.name] ?? { status: false, credentialId: '', fields: {} }}
            onChange={(patch) =>
              setForms((f) => {
                const current = f[provider.name]
                return current ? { ...f, [provider.name]: { ...current, ...patch } } : f
              })
            }
            credentialMissing={touched && missing(provider.name)}
          />
        ))}
      </Stack>
      <OpenTelemetrySection
        form={otelForm}
        onChange={(patch) => setOtelForm((f) => ({ ...f, ...patch }))}
        endpointError={touched && endpointError}
      />
    </ConfigTab>
  )
}
