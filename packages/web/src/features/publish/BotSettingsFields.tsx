import { type ChangeEvent, type ReactNode } from 'react'
import Box from '@mui/material/Box'
import FormControlLabel from '@mui/material/FormControlLabel'
import Stack from '@mui/material/Stack'
import Switch from '@mui/material/Switch'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import type { MessageLook } from './bot-config'

/** A CSS hex colour (#rgb, #rrggbb, #rrggbbaa). */
export const COLOR = /^#[0-9a-f]{3}([0-9a-f]{3})?([0-9a-f]{2})?$/i

export function ColorField({
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

/** A titled group of the bot settings. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {title}
      </Typography>
      <Stack spacing={1.5}>{children}</Stack>
    </Box>
  )
}

export function MessageSection({
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
