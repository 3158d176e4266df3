import { describe, expect, it } from 'vitest'
import {
  applyBotSettings,
  botSettingsFromConfig,
  chatWindowTheme,
  DEFAULT_BOT_SETTINGS,
  parseChatbotConfig,
} from './bot-config'

describe('bot settings form ⇄ chatbotConfig', () => {
  it('reads defaults from an empty or broken config', () => {
    expect(botSettingsFromConfig(parseChatbotConfig(null))).toEqual(DEFAULT_BOT_SETTINGS)
    expect(botSettingsFromConfig(parseChatbotConfig('{oops'))).toEqual(DEFAULT_BOT_SETTINGS)
  })

  it('round-trips the display settings and keeps the other tabs’ keys', () => {
    const saved = {
      leads: { status: true, email: true },
      allowedOrigins: ['https://a.example'],
      title: 'Sock helper',
      fontSize: 18,
      renderHTML: true,
      botMessage: { backgroundColor: '#112233', textColor: '#ffffff', showAvatar: false, extra: 1 },
      textInput: { placeholder: 'Ask', sendButtonColor: '#ff0000', maxChars: 50 },
    }
    const form = botSettingsFromConfig(saved)
    expect(form.title).toBe('Sock helper')
    expect(form.fontSize).toBe('18')
    expect(form.botMessage.backgroundColor).toBe('#112233')
    expect(form.botMessage.showAvatar).toBe(false)
    const next = applyBotSettings(saved, {
      ...form,
      userMessage: { ...form.userMessage, backgroundColor: '#00ff00' },
      generateNewSession: true,
    })
    expect(next.leads).toEqual(saved.leads)
    expect(next.allowedOrigins).toEqual(saved.allowedOrigins)
    expect(next.title).toBe('Sock helper')
    expect(next.fontSize).toBe(18)
    expect(next.generateNewSession).toBe(true)
    expect(next.userMessage).toMatchObject({ backgroundColor: '#00ff00' })
    expect(next.botMessage).toMatchObject({ backgroundColor: '#112233', extra: 1 })
    expect(next.textInput).toEqual({ placeholder: 'Ask', sendButtonColor: '#ff0000', maxChars: 50 })
    expect(botSettingsFromConfig(next)).toEqual({
      ...form,
      userMessage: { ...form.userMessage, backgroundColor: '#00ff00' },
      generateNewSession: true,
    })
  })

  it('drops cleared texts instead of saving empty ones', () => {
    const next = applyBotSettings({ title: 'Old', welcomeMessage: 'Hi' }, { ...DEFAULT_BOT_SETTINGS })
    expect(next.title).toBeUndefined()
    expect(next.welcomeMessage).toBeUndefined()
  })

  it('gives the preview the widget’s option names', () => {
    const theme = chatWindowTheme({ ...DEFAULT_BOT_SETTINGS, title: 'T', fontSize: 'x' })
    expect(theme).toMatchObject({ title: 'T', showTitle: true, textInput: { sendButtonColor: '#3b81f6' } })
    expect(theme.fontSize).toBeUndefined()
  })
})
