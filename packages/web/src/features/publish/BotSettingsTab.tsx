import { useState, type ChangeEvent, type ReactNode } from 'react'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { TChatflow } from '@unikflow/graph'
import { useTranslation } from 'react-i18next'
import { useNotify } from '../../ui/useNotify'
import {
  applyBotSettings,
  botSettingsFromConfig,
  parseChatbotConfig,
  type BotSettingsForm,
  type MessageLook,
} from './bot-config'
import { BotPreview } from './BotPreview'
import { useSaveFlowFields } from './flow-queries'

const COLOR = /^#[0-9a-f]{3}([0-9a-f]{3})?([0-9a-f]{2})?$/i

function ColorField({
  label,
  value,
  onChange,
}: {
  label: string
  value: string
  onChange: (v: string) => void
}) {
  const { t } = useTranslation('publish')
  const bad = value.trim() !== '' && !COLOR.test(value.trim())
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Box
        component="input"
        type="color"
        aria-label={`${label} (${t('bot.picker')})`}
        value={COLOR.test(value) && value.length === 7 ? value : '#000000'}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
        sx={{
          width: 40,
          height: 40,
          p: 0,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'transparent',
        }}
      />
      <TextField
        size="small"
        fullWidth
        label={label}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={bad}
        helperText={bad ? t('bot.colorInvalid') : undefined}
      />
    </Stack>
  )
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Box>
  )
}

function MessageSection({
  title,
  look,
  onChange,
}: {
  title: string
  look: MessageLook
  onChange: (look: MessageLook) => void
}) {
  const { t } = useTranslation('publish')
  return (
    <Section title={title}>
      <ColorField
        label={`${title}: ${t('bot.background')}`}
        value={look.backgroundColor}
        onChange={(backgroundColor) => onChange({ ...look, backgroundColor })}
      />
      <ColorField
        label={`${title}: ${t('bot.textColor')}`}
        value={look.textColor}
        onChange={(textColor) => onChange({ ...look, textColor })}
      />
      <TextField
        size="small"
        label={`${title}: ${t('bot.avatarLink')}`}
        value={look.avatarSrc}
        onChange={(e) => onChange({ ...look, avatarSrc: e.target.value })}
      />
      <FormControlLabel
        control={
          <Switch
            checked={look.showAvatar}
            onChange={(e) => onChange({ ...look, showAvatar: e.target.checked })}
          />
        }
        label={t('bot.showAvatar')}
      />
    </Section>
  )
}

/** The bot's look, saved into chatbotConfig, with a preview of the unsaved settings beside the form. */
export function BotSettingsTab({ unikId, flow }: { unikId: string; flow: TChatflow }) {
  const { t } = useTranslation('publish')
  const notify = useNotify()
  const save = useSaveFlowFields(unikId, flow.id)
  const [form, setForm] = useState<BotSettingsForm>(() =>
    botSettingsFromConfig(parseChatbotConfig(flow.chatbotConfig)),
  )
  const set = <K extends keyof BotSettingsForm>(key: K, value: BotSettingsForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }))
  const colors = [
    form.backgroundColor,
    form.botMessage.backgroundColor,
    form.botMessage.textColor,
    form.userMessage.backgroundColor,
    form.userMessage.textColor,
    form.textInput.sendButtonColor,
  ]
  const invalid = colors.some((c) => c.trim() !== '' && !COLOR.test(c.trim()))

  const submit = () => {
    if (invalid) {
      notify.info(t('bot.fixColors'))
      return
    }
    const config = applyBotSettings(parseChatbotConfig(flow.chatbotConfig), form)
    save.mutate(
      { chatbotConfig: JSON.stringify(config) },
      {
        onSuccess: () => notify.success(t('bot.saved')),
        onError: (e) => notify.error(e, t('bot.saveFailed')),
      },
    )
  }

  const text = (key: 'title' | 'titleAvatarSrc' | 'welcomeMessage', multiline = false) => (
    <TextField
      size="small"
      label={t(`bot.${key}`)}
      value={form[key]}
      multiline={multiline}
      minRows={multiline ? 2 : undefined}
      onChange={(e) => set(key, e.target.value)}
    />
  )
  const toggle = (key: 'showAgentMessages' | 'renderHTML' | 'generateNewSession') => (
    <FormControlLabel
      control={<Switch checked={form[key]} onChange={(e) => set(key, e.target.checked)} />}
      label={t(`bot.${key}`)}
    />
  )

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' }, gap: 2 }}>
      <Stack spacing={1.5}>
        <Section title={t('bot.window')}>
          {text('title')}
          {text('titleAvatarSrc')}
          {text('welcomeMessage', true)}
          <ColorField
            label={t('bot.backgroundColor')}
            value={form.backgroundColor}
            onChange={(v) => set('backgroundColor', v)}
          />
          <Stack direction="row" spacing={1.5}>
            <TextField
              size="small"
              type="number"
              label={t('bot.fontSize')}
              value={form.fontSize}
              onChange={(e) => set('fontSize', e.target.value)}
            />
            <TextField
              size="small"
              type="number"
              label={t('bot.starterPromptFontSize')}
              value={form.starterPromptFontSize}
              onChange={(e) => set('starterPromptFontSize', e.target.value)}
            />
          </Stack>
          {toggle('showAgentMessages')}
          {toggle('renderHTML')}
          {form.renderHTML && (
            <Alert severity="info" variant="outlined" role="note">
              {t('bot.renderHTMLNote')}
            </Alert>
          )}
          {toggle('generateNewSession')}
        </Section>
        <MessageSection
          title={t('bot.botMessage')}
          look={form.botMessage}
          onChange={(v) => set('botMessage', v)}
        />
        <MessageSection
          title={t('bot.userMessage')}
          look={form.userMessage}
          onChange={(v) => set('userMessage', v)}
        />
        <Section title={t('bot.textInput')}>
          <TextField
            size="small"
            label={t('bot.placeholder')}
            value={form.textInput.placeholder}
            onChange={(e) => set('textInput', { ...form.textInput, placeholder: e.target.value })}
          />
          <ColorField
            label={t('bot.sendButtonColor')}
            value={form.textInput.sendButtonColor}
            onChange={(v) => set('textInput', { ...form.textInput, sendButtonColor: v })}
          />
        </Section>
        <Box>
          <Button variant="contained" onClick={submit} disabled={save.isPending}>
            {t('save')}
          </Button>
        </Box>
      </Stack>
      <Box sx={{ position: { md: 'sticky' }, top: 0, alignSelf: 'start' }}>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {t('bot.preview')}
        </Typography>
        <BotPreview form={form} />
      </Box>
    </Box>
  )
}
