import Alert from '@mui/material/Alert'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import { useTranslation } from 'react-i18next'
import type { BotSettingsForm } from './bot-config'
import { ColorField, Section } from './BotSettingsFields'

/** The chat window's settings: title, avatar, welcome, background, font sizes and behaviour switches. */
export function BotWindowSection({
  form,
  set,
}: {
  form: BotSettingsForm
  set: <K extends keyof BotSettingsForm>(key: K, value: BotSettingsForm[K]) => void
}) {
  const { t } = useTranslation('publish')
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
  )
}
