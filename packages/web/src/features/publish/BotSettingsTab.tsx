import { useState } from 'react'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Stack from '@mui/material/Stack'
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
} from './bot-config'
import { BotPreview } from './BotPreview'
import { COLOR, ColorField, MessageSection, Section } from './BotSettingsFields'
import { BotWindowSection } from './BotWindowSection'
import { useSaveFlowFields } from './flow-queries'

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

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 360px' }, gap: 2 }}>
      <Stack spacing={1.5}>
        <BotWindowSection form={form} set={set} />
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
