import { lazy, Suspense, useState } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Checkbox from '@mui/material/Checkbox'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormGroup from '@mui/material/FormGroup'
import IconButton from '@mui/material/IconButton'
import MenuItem from '@mui/material/MenuItem'
import Skeleton from '@mui/material/Skeleton'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import Add from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutlined'
import { MAX_UPLOAD_SIZE_MB, PROFANITY_FILTER_VALUES, SpeechToTextProviders } from '@unikflow/graph'
import { Trans, useTranslation } from 'react-i18next'
import { parseChatbotConfig } from '../publish/bot-config'
import {
  CredentialSelect,
  flag,
  parseField,
  rec,
  SaveBar,
  TabStack,
  text,
  useTabSave,
  withChatbotConfig,
  type TabProps,
} from './config-shared'
import {
  headersToRows,
  isHttpUrl,
  isIso6391,
  isPositiveNumber,
  isValidTemperature,
  rowsToHeaders,
} from './validators'

const CodeEditor = lazy(() => import('../canvas/params/CodeEditor'))

function Toggle({
  label,
  checked,
  onChange,
}: {
  label: string
  checked: boolean
  onChange: (v: boolean) => void
}) {
  return (
    <FormControlLabel
      control={<Switch checked={checked} onChange={(e) => onChange(e.target.checked)} />}
      label={label}
    />
  )
}

export function StartersTab({ unikId, flow }: TabProps) {
  const { t } = useTranslation('chatflows')
  const { save, busy } = useTabSave(unikId, flow, 'config.starters.saveFailed')
  const [prompts, setPrompts] = useState<string[]>(() => {
    const saved = Object.values(rec(parseChatbotConfig(flow.chatbotConfig).starterPrompts)).map((p) =>
      text(rec(p).prompt),
    )
    return saved.length ? saved : ['']
  })
  const onSave = () => {
    const starterPrompts: Record<string, { prompt: string }> = {}
    prompts
      .map((p) => p.trim())
      .filter(Boolean)
      .forEach((prompt, i) => (starterPrompts[String(i)] = { prompt }))
    save({ chatbotConfig: withChatbotConfig(flow, { starterPrompts }) })
  }
  return (
    <TabStack>
      <Typography variant="body2" color="text.secondary">
        {t('config.starters.hint')}
      </Typography>
      {prompts.map((prompt, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1 }}>
          <TextField
            size="small"
            fullWidth
            label={t('config.starters.prompt', { n: i + 1 })}
            value={prompt}
            onChange={(e) => setPrompts((list) => list.map((p, j) => (j === i ? e.target.value : p)))}
          />
          <IconButton
            aria-label={t('config.starters.remove', { n: i + 1 })}
            onClick={() => setPrompts((list) => (list.length > 1 ? list.filter((_, j) => j !== i) : ['']))}
          >
            <DeleteOutline />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button size="small" startIcon={<Add />} onClick={() => setPrompts((list) => [...list, ''])}>
          {t('config.starters.add')}
        </Button>
      </Box>
      <SaveBar busy={busy} onSave={onSave} />
    </TabStack>
  )
}

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
    <TabStack>
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
      <SaveBar busy={busy} onSave={onSave} />
    </TabStack>
  )
}

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
    <TabStack>
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
      <SaveBar busy={busy} onSave={onSave} />
    </TabStack>
  )
}

export function FeedbackTab({ unikId, flow }: TabProps) {
  const { t } = useTranslation('chatflows')
  const { save, busy } = useTabSave(unikId, flow, 'config.feedback.saveFailed')
  const [status, setStatus] = useState(flag(rec(parseChatbotConfig(flow.chatbotConfig).chatFeedback).status))
  return (
    <TabStack>
      <Toggle label={t('config.feedback.enable')} checked={status} onChange={setStatus} />
      <SaveBar
        busy={busy}
        onSave={() => save({ chatbotConfig: withChatbotConfig(flow, { chatFeedback: { status } }) })}
      />
    </TabStack>
  )
}

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
    <TabStack>
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
          <IconButton
            aria-label={t('config.analysis.removeHeader', { n: i + 1 })}
            onClick={() =>
              setRows((r) => (r.length > 1 ? r.filter((_, j) => j !== i) : [{ key: '', value: '' }]))
            }
          >
            <DeleteOutline />
          </IconButton>
        </Stack>
      ))}
      <Box>
        <Button
          size="small"
          startIcon={<Add />}
          onClick={() => setRows((r) => [...r, { key: '', value: '' }])}
        >
          {t('config.analysis.addHeader')}
        </Button>
      </Box>
      <SaveBar busy={busy} onSave={onSave} />
    </TabStack>
  )
}

export function LeadsTab({ unikId, flow }: TabProps) {
  const { t } = useTranslation('chatflows')
  const { save, busy } = useTabSave(unikId, flow, 'config.leads.saveFailed')
  const saved = rec(parseChatbotConfig(flow.chatbotConfig).leads)
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
    <TabStack>
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
      <SaveBar busy={busy} onSave={onSave} />
    </TabStack>
  )
}

export function FileUploadTab({ unikId, flow }: TabProps) {
  const { t } = useTranslation('chatflows')
  const { save, busy } = useTabSave(unikId, flow, 'config.upload.saveFailed')
  const saved = rec(parseChatbotConfig(flow.chatbotConfig).fullFileUpload)
  const [status, setStatus] = useState(flag(saved.status))
  const [types, setTypes] = useState(text(saved.allowedUploadFileTypes))
  const [maxSize, setMaxSize] = useState(text(saved.maxUploadSize))
  const [touched, setTouched] = useState(false)
  const typesError = types
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .some((x) => !/^[\w.+-]+\/[\w.+*-]+$/.test(x))
  const sizeError = !isPositiveNumber(maxSize) || Number(maxSize) > MAX_UPLOAD_SIZE_MB
  const onSave = () => {
    setTouched(true)
    if (typesError || sizeError) return
    const fullFileUpload: Record<string, unknown> = { ...saved, status, allowedUploadFileTypes: types.trim() }
    if (maxSize.trim()) fullFileUpload.maxUploadSize = Number(maxSize)
    else delete fullFileUpload.maxUploadSize
    save({ chatbotConfig: withChatbotConfig(flow, { fullFileUpload }) })
  }
  return (
    <TabStack>
      <Toggle label={t('config.upload.enable')} checked={status} onChange={setStatus} />
      <TextField
        size="small"
        label={t('config.upload.types')}
        placeholder="text/plain,application/pdf,image/*"
        value={types}
        onChange={(e) => setTypes(e.target.value)}
        error={touched && typesError}
        helperText={touched && typesError ? t('config.upload.typesInvalid') : t('config.upload.typesHint')}
      />
      <TextField
        size="small"
        label={t('config.upload.maxSize')}
        value={maxSize}
        onChange={(e) => setMaxSize(e.target.value)}
        error={touched && sizeError}
        helperText={
          touched && sizeError ? t('config.upload.maxSizeInvalid', { max: MAX_UPLOAD_SIZE_MB }) : undefined
        }
      />
      <SaveBar busy={busy} onSave={onSave} />
    </TabStack>
  )
}

export function PostProcessingTab({ unikId, flow }: TabProps) {
  const { t } = useTranslation('chatflows')
  const { save, busy } = useTabSave(unikId, flow, 'config.post.saveFailed')
  const saved = rec(parseChatbotConfig(flow.chatbotConfig).postProcessing)
  const [enabled, setEnabled] = useState(flag(saved.enabled))
  const [code, setCode] = useState(() => {
    const raw = text(saved.customFunction)
    // Flowise stores the code JSON-encoded; both forms are read.
    if (raw.startsWith('"')) {
      try {
        const decoded: unknown = JSON.parse(raw)
        if (typeof decoded === 'string') return decoded
      } catch {
        return raw
      }
    }
    return raw || 'return $flow.rawOutput'
  })
  return (
    <TabStack>
      <Toggle label={t('config.post.enable')} checked={enabled} onChange={setEnabled} />
      <Alert severity="info" variant="outlined" role="note">
        <Trans t={t} i18nKey="config.post.hint" components={{ code: <code /> }} />
      </Alert>
      <Suspense fallback={<Skeleton variant="rounded" height={200} />}>
        <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, '& .cm-editor': { minHeight: 200 } }}>
          <CodeEditor value={code} language="javascript" label={t('config.post.code')} onChange={setCode} />
        </Box>
      </Suspense>
      <SaveBar
        busy={busy}
        onSave={() =>
          save({
            chatbotConfig: withChatbotConfig(flow, {
              postProcessing: { ...saved, enabled, customFunction: code },
            }),
          })
        }
      />
    </TabStack>
  )
}
