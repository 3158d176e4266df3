import { useState } from 'react'
import Box from '@mui/material/Box'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import {
  AddRowButton,
  chatbotSection,
  ConfigTab,
  rec,
  RemoveRowButton,
  type TabProps,
  text,
  useTabSave,
  withChatbotConfig,
  withoutRow,
} from './config-shared'

export function StartersTab({ unikId, flow }: TabProps) {
  const { t } = useTranslation('chatflows')
  const { save, busy } = useTabSave(unikId, flow, 'config.starters.saveFailed')
  const [prompts, setPrompts] = useState<string[]>(() => {
    const saved = Object.values(chatbotSection(flow, 'starterPrompts')).map((p) => text(rec(p).prompt))
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
    <ConfigTab busy={busy} onSave={onSave}>
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
          <RemoveRowButton
            label={t('config.starters.remove', { n: i + 1 })}
            onClick={() => setPrompts((list) => withoutRow(list, i, ''))}
          />
        </Box>
      ))}
      <AddRowButton label={t('config.starters.add')} onClick={() => setPrompts((list) => [...list, ''])} />
    </ConfigTab>
  )
}
