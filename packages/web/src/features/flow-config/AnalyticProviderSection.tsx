import Accordion from '@mui/material/Accordion'
import AccordionDetails from '@mui/material/AccordionDetails'
import AccordionSummary from '@mui/material/AccordionSummary'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import ExpandMore from '@mui/icons-material/ExpandMore'
import type { ANALYTIC_PROVIDERS } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { CredentialSelect, Toggle } from './config-shared'

export interface ProviderForm {
  status: boolean
  credentialId: string
  fields: Record<string, string>
}

/**
 * One tracing service of the analysis tab (Flowise's LangSmith, Langfuse, …): its credential, its own
 * settings (a project, a release) and its switch, folded until opened; the summary says when it is on.
 */
export function AnalyticProviderSection({
  unikId,
  provider,
  form,
  onChange,
  credentialMissing,
}: {
  unikId: string
  provider: (typeof ANALYTIC_PROVIDERS)[number]
  form: ProviderForm
  onChange: (patch: Partial<ProviderForm>) => void
  credentialMissing: boolean
}) {
  const { t } = useTranslation('chatflows')
  const id = `analytic-${provider.name}`
  return (
    <Accordion disableGutters variant="outlined" defaultExpanded={form.status}>
      <AccordionSummary expandIcon={<ExpandMore />} aria-controls={`${id}-details`} id={`${id}-summary`}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{provider.label}</Typography>
          {form.status && <Chip size="small" color="success" label={t('config.analysis.on')} />}
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${id}-details`}>
        <Stack spacing={2}>
          <CredentialSelect
            unikId={unikId}
            kinds={[provider.credentialName]}
            label={t('config.analysis.providerCredential', { provider: provider.label })}
            value={form.credentialId}
            onChange={(credentialId) => onChange({ credentialId })}
          />
          {credentialMissing && (
            <Typography variant="caption" color="error" role="alert">
              {t('config.analysis.credentialRequired')}
            </Typography>
          )}
          {provider.fields.map((field) => (
            <TextField
              key={field}
              size="small"
              label={t(`config.analysis.fields.${field}`)}
              placeholder={field === 'release' ? undefined : 'default'}
              helperText={t(`config.analysis.fields.${field}Hint`)}
              value={form.fields[field] ?? ''}
              onChange={(e) => onChange({ fields: { ...form.fields, [field]: e.target.value } })}
            />
          ))}
          <Toggle
            label={t('config.analysis.providerEnable', { provider: provider.label })}
            checked={form.status}
            onChange={(status) => onChange({ status })}
          />
        </Stack>
      </AccordionDetails>
    </Accordion>
  )
}
