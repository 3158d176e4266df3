import { useState } from 'react'
import Alert from '@mui/material/Alert'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import {
  chatbotSection,
  ConfigTab,
  flag,
  type TabProps,
  text,
  Toggle,
  useTabSave,
  withChatbotConfig,
} from './config-shared'

export function LeadsTab({ unikId, flow }: TabProps) {
  const { t } = useTranslation('chatflows')
  const { save, busy } = useTabSave(unikId, flow, 'config.leads.saveFailed')
  const saved = chatbotSection(flow, 'leads')
  const [status, setStatus] = useState(flag(saved.status))
  const [title, setTitle] = useState(text(saved.title))
  const [successMessage, setSuccessMessage] = useState(text(saved.successMessage))
  const [fields, setFields] = useState({
    name: flag(saved.name),
    email: flag(saved.email),
    phone: flag(saved.phone),
  })
  const none = status && !fields.name && !fields.email && !fields.phone
  const onSave = () => {
    if (none) return
    save({
      chatbotConfig: withChatbotConfig(flow, {
        leads: { ...saved, status, title, successMessage, ...fields },
      }),
    })
  }
  return (
    <ConfigTab busy={busy} onSave={onSave}>
      <Toggle label={t('config.leads.enable')} checked={status} onChange={setStatus} />
      <TextField
        size="small"
        label={t('config.leads.title')}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
      />
      <TextField
        size="small"
        label={t('config.leads.successMessage')}
        value={successMessage}
        onChange={(e) => setSuccessMessage(e.target.value)}
      />
      <FormGroup row aria-label={t('config.leads.fields')}>
        {(['name', 'email', 'phone'] as const).map((f) => (
          <FormControlLabel
            key={f}
            control={
              <Checkbox
                checked={fields[f]}
                onChange={(e) => setFields((x) => ({ ...x, [f]: e.target.checked }))}
              />
            }
            label={t(`config.leads.${f}`)}
          />
        ))}
      </FormGroup>
      {none && <Alert severity="warning">{t('config.leads.pickField')}</Alert>}
    </ConfigTab>
  )
}
