// Bot settings form ⇄ the flow's chatbotConfig (Flowise's shape: display settings at the top level,
// next to the configuration tabs' keys, which a save keeps as they are).
import { isRecord } from '@unikflow/graph'

export interface MessageLook {
  backgroundColor: string
  textColor: string
  avatarSrc: string
  showAvatar: boolean
}

export interface BotSettingsForm {
  title: string
  titleAvatarSrc: string
  welcomeMessage: string
  backgroundColor: string
  fontSize: string
  showAgentMessages: boolean
  renderHTML: boolean
  generateNewSession: boolean
  botMessage: MessageLook
  userMessage: MessageLook
  textInput: { placeholder: string; sendButtonColor: string }
  starterPromptFontSize: string
}

export const DEFAULT_BOT_SETTINGS: BotSettingsForm = {
  title: '',
  titleAvatarSrc: '',
  welcomeMessage: '',
  backgroundColor: '#ffffff',
  fontSize: '16',
  showAgentMessages: false,
  renderHTML: false,
  generateNewSession: false,
  botMessage: { backgroundColor: '#f7f8ff', textColor: '#303235', avatarSrc: '', showAvatar: true },
  userMessage: { backgroundColor: '#3b81f6', textColor: '#ffffff', avatarSrc: '', showAvatar: true },
  textInput: { placeholder: '', sendButtonColor: '#3b81f6' },
  starterPromptFontSize: '15',
}

type Json = Record<string, unknown>
const str = (v: unknown, fallback: string) =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback
const bool = (v: unknown, fallback: boolean) => (typeof v === 'boolean' ? v : fallback)

/** The flow's chatbotConfig text as an object ({} when empty or not JSON). */
export function parseChatbotConfig(text: string | null | undefined): Json {
  if (!text) return {}
  try {
    const parsed: unknown = JSON.parse(text)
    return isRecord(parsed) ? parsed : {}
  } catch {
    return {}
  }
}

function lookFrom(value: unknown, fallback: MessageLook): MessageLook {
  const v = isRecord(value) ? value : {}
  return {
    backgroundColor: str(v.backgroundColor, fallback.backgroundColor),
    textColor: str(v.textColor, fallback.textColor),
    avatarSrc: str(v.avatarSrc, fallback.avatarSrc),
    showAvatar: bool(v.showAvatar, fallback.showAvatar),
  }
}

export function botSettingsFromConfig(config: Json): BotSettingsForm {
  const d = DEFAULT_BOT_SETTINGS
  const input = isRecord(config.textInput) ? config.textInput : {}
  return {
    title: str(config.title, d.title),
    titleAvatarSrc: str(config.titleAvatarSrc, d.titleAvatarSrc),
    welcomeMessage: str(config.welcomeMessage, d.welcomeMessage),
    backgroundColor: str(config.backgroundColor, d.backgroundColor),
    fontSize: str(config.fontSize, d.fontSize),
    showAgentMessages: bool(config.showAgentMessages, d.showAgentMessages),
    renderHTML: bool(config.renderHTML, d.renderHTML),
    generateNewSession: bool(config.generateNewSession, d.generateNewSession),
    botMessage: lookFrom(config.botMessage, d.botMessage),
    userMessage: lookFrom(config.userMessage, d.userMessage),
    textInput: {
      placeholder: str(input.placeholder, d.textInput.placeholder),
      sendButtonColor: str(input.sendButtonColor, d.textInput.sendButtonColor),
    },
    starterPromptFontSize: str(config.starterPromptFontSize, d.starterPromptFontSize),
  }
}

const num = (text: string): number | undefined => {
  const n = Number(text)
  return text.trim() !== '' && Number.isFinite(n) && n > 0 ? n : undefined
}

function lookOut(look: MessageLook, keep: unknown): Json {
  const out: Json = { ...(isRecord(keep) ? keep : {}) }
  out.backgroundColor = look.backgroundColor
  out.textColor = look.textColor
  out.showAvatar = look.showAvatar
  if (look.avatarSrc.trim()) out.avatarSrc = look.avatarSrc.trim()
  else delete out.avatarSrc
  return out
}

/** The display keys the form owns, in the widget's option names (the live preview's `theme.chatWindow`). */
export function chatWindowTheme(form: BotSettingsForm): Json {
  const theme: Json = {
    showTitle: true,
    showAgentMessages: form.showAgentMessages,
    renderHTML: form.renderHTML,
    backgroundColor: form.backgroundColor,
    botMessage: lookOut(form.botMessage, undefined),
    userMessage: lookOut(form.userMessage, undefined),
    textInput: {
      ...(form.textInput.placeholder.trim() && { placeholder: form.textInput.placeholder }),
      sendButtonColor: form.textInput.sendButtonColor,
    },
  }
  if (form.title.trim()) theme.title = form.title.trim()
  if (form.titleAvatarSrc.trim()) theme.titleAvatarSrc = form.titleAvatarSrc.trim()
  if (form.welcomeMessage.trim()) theme.welcomeMessage = form.welcomeMessage
  const fontSize = num(form.fontSize)
  if (fontSize) theme.fontSize = fontSize
  const starter = num(form.starterPromptFontSize)
  if (starter) theme.starterPromptFontSize = starter
  return theme
}

/** The form merged into the saved chatbotConfig: other keys (security, leads, uploads …) are kept. */
export function applyBotSettings(config: Json, form: BotSettingsForm): Json {
  const out: Json = { ...config }
  const theme = chatWindowTheme(form)
  for (const key of ['title', 'titleAvatarSrc', 'welcomeMessage', 'fontSize', 'starterPromptFontSize'])
    if (theme[key] === undefined) delete out[key]
  for (const [key, value] of Object.entries(theme)) if (key !== 'showTitle') out[key] = value
  out.botMessage = lookOut(form.botMessage, config.botMessage)
  out.userMessage = lookOut(form.userMessage, config.userMessage)
  out.textInput = { ...(isRecord(config.textInput) ? config.textInput : {}), ...(theme.textInput as Json) }
  if (!form.textInput.placeholder.trim() && isRecord(out.textInput)) delete out.textInput.placeholder
  out.generateNewSession = form.generateNewSession
  return out
}
