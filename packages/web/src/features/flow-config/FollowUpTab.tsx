import { useState } from 'react'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import {
  ConfigTab,
  CredentialSelect,
  flag,
  parseField,
  rec,
  type TabProps,
  text,
  Toggle,
  useTabSave,
  withChatbotConfig,
} from './config-shared'

/** Follow-up prompt providers (chat model node names) and the credential kinds they use. */
const FOLLOW_UP_PROVIDERS: Record<string, string[]> = {
  chatOpenAI: ['openAIApi'],
  azureChatOpenAI: ['azureOpenAIApi'],
  chatAnthropic: ['anthropicApi'],
  chatMistralAI: ['mistralAIApi'],
  groqChat: ['groqApi'],
  ollama: [],
}

export function FollowUpTab({ unikId, flow }: TabProps) {
  const { t } = useTranslation('chatflows')
  const { save, busy } = useTabSave(unikId, flow, 'config.followUp.saveFailed')
  const saved = parseField(flow.followUpPrompts)
  const [status, setStatus] = useState(flag(saved.status))
  const [provider, setProvider] = useState(text(saved.selectedProvider) || 'chatOpenAI')
  const [settings, setSettings] = useState<Record<string, { credentialId: string; modelName: string }>>(
    () => {
      const out: Record<string, { credentialId: string; modelName: string }> = {}
      for (const name of Object.keys(FOLLOW_UP_PROVIDERS)) {
        const p = rec(saved[name])
        out[name] = { credentialId: text(p.credentialId), modelName: text(p.modelName) }
      }
      return out
    },
  )
  const current = settings[provider] ?? { credentialId: '', modelName: '' }
  const update = (patch: Partial<typeof current>) =>
    setSettings((s) => ({ ...s, [provider]: { ...current, ...patch } }))
  const onSave = () => {
    const body = {
      ...saved,
      status,
      selectedProvider: provider,
      [provider]: { ...rec(saved[provider]), ...current },
    }
    save({
      followUpPrompts: JSON.stringify(body),
      chatbotConfig: withChatbotConfig(flow, { followUpPrompts: { status } }),
    })
  }
  return (
    <ConfigTab busy={busy} onSave={onSave}>
      <Toggle label={t('config.followUp.enable')} checked={status} onChange={setStatus} />
      <TextField
        select
        size="small"
        label={t('config.provider')}
        value={provider}
        onChange={(e) => setProvider(e.target.value)}
      >
        {Object.keys(FOLLOW_UP_PROVIDERS).map((p) => (
          <MenuItem key={p} value={p}>
            {t(`config.followUp.providers.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      <CredentialSelect
        unikId={unikId}
        kinds={FOLLOW_UP_PROVIDERS[provider] ?? []}
        label={t('config.credential')}
        value={current.credentialId}
        onChange={(credentialId) => update({ credentialId })}
      />
      <TextField
        size="small"
        label={t('config.model')}
        placeholder="gpt-4o-mini"
        value={current.modelName}
        onChange={(e) => update({ modelName: e.target.value })}
      />
    </ConfigTab>
  )
}
