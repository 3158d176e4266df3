import { useState } from 'react'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import { PROFANITY_FILTER_VALUES, SpeechToTextProviders } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import {
  ConfigTab,
  CredentialSelect,
  flag,
  parseField,
  rec,
  type TabProps,
  text,
  useTabSave,
} from './config-shared'
import { isHttpUrl, isIso6391, isValidTemperature } from './validators'

const STT_PROVIDERS: Record<string, string[]> = {
  [SpeechToTextProviders.OpenAIWhisper]: ['openAIApi'],
  [SpeechToTextProviders.AssemblyAI]: ['assemblyAIApi'],
  [SpeechToTextProviders.LocalAI]: ['localAIApi'],
  [SpeechToTextProviders.AzureCognitive]: ['azureCognitiveServices'],
  [SpeechToTextProviders.GroqWhisper]: ['groqApi'],
}
const NO_PROVIDER = 'none'
type SttTextField = 'language' | 'prompt' | 'temperature' | 'baseUrl' | 'model' | 'channels'
type SttFields = Record<SttTextField | 'credentialId' | 'profanityFilterMode', string>

export function SpeechToTextTab({ unikId, flow }: TabProps) {
  const { t } = useTranslation('chatflows')
  const { save, busy } = useTabSave(unikId, flow, 'config.stt.saveFailed')
  const saved = parseField(flow.speechToText)
  const active = Object.keys(saved).find((k) => flag(rec(saved[k]).status))
  const [provider, setProvider] = useState(active ?? NO_PROVIDER)
  const [forms, setForms] = useState<Record<string, SttFields>>(() => {
    const out: Record<string, SttFields> = {}
    for (const name of Object.keys(STT_PROVIDERS)) {
      const p = rec(saved[name])
      out[name] = {
        credentialId: text(p.credentialId),
        language: text(p.language),
        prompt: text(p.prompt),
        temperature: text(p.temperature),
        baseUrl: text(p.baseUrl),
        model: text(p.model),
        profanityFilterMode: text(p.profanityFilterMode).toLowerCase() || 'none',
        channels: text(p.channels),
      }
    }
    return out
  })
  const [touched, setTouched] = useState(false)
  const form = forms[provider]
  const update = (patch: Partial<SttFields>) =>
    setForms((f) => (form ? { ...f, [provider]: { ...form, ...patch } } : f))
  const errors = {
    language: form !== undefined && !isIso6391(form.language),
    temperature: form !== undefined && !isValidTemperature(form.temperature),
    baseUrl: form !== undefined && form.baseUrl.trim() !== '' && !isHttpUrl(form.baseUrl),
    channels:
      form !== undefined && form.channels.trim() !== '' && !/^\d+(\s*,\s*\d+)*$/.test(form.channels.trim()),
  }
  const onSave = () => {
    setTouched(true)
    if (Object.values(errors).some(Boolean)) return
    const out: Record<string, unknown> = {}
    for (const [name, value] of Object.entries(saved)) out[name] = { ...rec(value), status: false }
    if (form) {
      const entry: Record<string, unknown> = { ...rec(saved[provider]), status: true }
      entry.credentialId = form.credentialId
      entry.language = form.language.trim().toLowerCase()
      entry.prompt = form.prompt
      if (form.temperature.trim() !== '') entry.temperature = Number(form.temperature)
      else delete entry.temperature
      entry.baseUrl = form.baseUrl.trim()
      entry.model = form.model
      entry.profanityFilterMode = form.profanityFilterMode
      if (form.channels.trim() !== '') entry.channels = form.channels.trim()
      else delete entry.channels
      out[provider] = entry
    }
    save({ speechToText: JSON.stringify(out) })
  }
  const field = (key: SttTextField, error: boolean, helper?: string) =>
    form && (
      <TextField
        size="small"
        label={t(`config.stt.${key}`)}
        value={form[key]}
        multiline={key === 'prompt'}
        onChange={(e) => update({ [key]: e.target.value })}
        error={touched && error}
        helperText={touched && error ? t(`config.stt.${key}Invalid`) : helper}
      />
    )
  return (
    <ConfigTab busy={busy} onSave={onSave}>
      <TextField
        select
        size="small"
        label={t('config.provider')}
        value={provider}
        onChange={(e) => setProvider(e.target.value)}
      >
        <MenuItem value={NO_PROVIDER}>{t('config.stt.none')}</MenuItem>
        {Object.keys(STT_PROVIDERS).map((p) => (
          <MenuItem key={p} value={p}>
            {t(`config.stt.providers.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      {form && (
        <>
          <CredentialSelect
            unikId={unikId}
            kinds={STT_PROVIDERS[provider] ?? []}
            label={t('config.credential')}
            value={form.credentialId}
            onChange={(credentialId) => update({ credentialId })}
          />
          {field('language', errors.language, t('config.stt.languageHint'))}
          {field('prompt', false)}
          {field('temperature', errors.temperature, t('config.stt.temperatureHint'))}
          {field('baseUrl', errors.baseUrl)}
          {field('model', false)}
          <TextField
            select
            size="small"
            label={t('config.stt.profanityFilterMode')}
            value={form.profanityFilterMode}
            onChange={(e) => update({ profanityFilterMode: e.target.value })}
          >
            {PROFANITY_FILTER_VALUES.map((v) => (
              <MenuItem key={v} value={v}>
                {t(`config.stt.profanity.${v}`)}
              </MenuItem>
            ))}
          </TextField>
          {field('channels', errors.channels, t('config.stt.channelsHint'))}
        </>
      )}
    </ConfigTab>
  )
}
