import Box from '@mui/material/Box'
import { useTranslation } from 'react-i18next'
import type { BotSettingsForm, MessageLook } from './bot-config'

const DEFAULT_WELCOME = 'Hi there! How can I help?'

function Avatar({ src, fallback }: { src: string; fallback: string }) {
  return src.trim() ? (
    <Box
      component="img"
      src={src}
      alt=""
      sx={{ width: 28, height: 28, borderRadius: '50%', objectFit: 'cover' }}
    />
  ) : (
    <Box
      aria-hidden
      sx={{
        width: 28,
        height: 28,
        borderRadius: '50%',
        bgcolor: '#e5e7eb',
        color: '#374151',
        fontSize: 12,
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
      }}
    >
      {fallback}
    </Box>
  )
}

function Bubble({
  look,
  text,
  bot,
  fontSize,
}: {
  look: MessageLook
  text: string
  bot: boolean
  fontSize: number
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        flexDirection: bot ? 'row' : 'row-reverse',
      }}
    >
      {look.showAvatar && <Avatar src={look.avatarSrc} fallback={bot ? 'AI' : 'U'} />}
      <Box
        data-testid={bot ? 'preview-bot-message' : 'preview-user-message'}
        sx={{
          bgcolor: look.backgroundColor,
          color: look.textColor,
          px: 1.5,
          py: 1,
          borderRadius: 1.5,
          maxWidth: '80%',
          fontSize,
          lineHeight: 1.45,
          whiteSpace: 'pre-wrap',
        }}
      >
        {text}
      </Box>
    </Box>
  )
}

/**
 * A static picture of the widget with the unsaved settings (the widget itself would ask the server
 * for the saved configuration, which a private flow does not give out).
 */
export function BotPreview({ form }: { form: BotSettingsForm }) {
  const { t } = useTranslation('publish')
  const fontSize = Number(form.fontSize) > 0 ? Number(form.fontSize) : 16
  const starterSize = Number(form.starterPromptFontSize) > 0 ? Number(form.starterPromptFontSize) : 15
  return (
    <Box
      role="img"
      aria-label={t('bot.preview')}
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        boxShadow: 2,
        height: 520,
        display: 'flex',
        flexDirection: 'column',
        bgcolor: form.backgroundColor || '#ffffff',
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          px: 1.5,
          py: 1.25,
          bgcolor: form.userMessage.backgroundColor,
          color: form.userMessage.textColor,
        }}
      >
        {form.titleAvatarSrc.trim() && <Avatar src={form.titleAvatarSrc} fallback="" />}
        <Box sx={{ fontWeight: 600, fontSize: 16 }}>{form.title.trim() || t('bot.defaultTitle')}</Box>
      </Box>
      <Box
        sx={{ flexGrow: 1, overflow: 'auto', p: 1.5, display: 'flex', flexDirection: 'column', gap: 1.25 }}
      >
        <Bubble
          look={form.botMessage}
          bot
          text={form.welcomeMessage.trim() || DEFAULT_WELCOME}
          fontSize={fontSize}
        />
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
          <Box
            sx={{
              border: 1,
              borderColor: form.textInput.sendButtonColor || '#3b81f6',
              color: '#303235',
              bgcolor: '#ffffff',
              borderRadius: 4,
              px: 1.25,
              py: 0.5,
              fontSize: starterSize,
            }}
          >
            {t('bot.sampleStarter')}
          </Box>
        </Box>
        <Bubble look={form.userMessage} bot={false} text={t('bot.sampleQuestion')} fontSize={fontSize} />
        <Bubble look={form.botMessage} bot text={t('bot.sampleAnswer')} fontSize={fontSize} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, p: 1, borderTop: 1, borderColor: '#e5e7eb', bgcolor: '#ffffff' }}>
        <Box sx={{ flexGrow: 1, color: '#9ca3af', fontSize: 14, px: 1, py: 0.75 }}>
          {form.textInput.placeholder.trim() || t('bot.defaultPlaceholder')}
        </Box>
        <Box
          aria-hidden
          sx={{
            width: 34,
            height: 34,
            borderRadius: '50%',
            bgcolor: form.textInput.sendButtonColor || '#3b81f6',
            color: '#fff',
            display: 'grid',
            placeItems: 'center',
            fontSize: 16,
          }}
        >
          ➤
        </Box>
      </Box>
    </Box>
  )
}
