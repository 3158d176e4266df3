// The options a page passes to Chatbot.init / initFull. Names follow Flowise's embed so its snippets work.

export type ButtonSize = 'small' | 'medium' | 'large' | number

export interface AutoWindowOpen {
  autoOpen?: boolean
  /** Seconds before the window opens by itself. */
  openDelay?: number
  autoOpenOnMobile?: boolean
}

export interface ButtonTheme {
  backgroundColor?: string
  right?: number
  bottom?: number
  size?: ButtonSize
  dragAndDrop?: boolean
  iconColor?: string
  customIconSrc?: string
  autoWindowOpen?: AutoWindowOpen
}

export interface TooltipTheme {
  showTooltip?: boolean
  tooltipMessage?: string
  tooltipBackgroundColor?: string
  tooltipTextColor?: string
  tooltipFontSize?: number
}

export interface DisclaimerTheme {
  title?: string
  message?: string
  textColor?: string
  buttonColor?: string
  buttonText?: string
  buttonTextColor?: string
  blurredBackgroundColor?: string
  backgroundColor?: string
}

export interface MessageTheme {
  backgroundColor?: string
  textColor?: string
  showAvatar?: boolean
  avatarSrc?: string
}

export interface TextInputTheme {
  placeholder?: string
  backgroundColor?: string
  textColor?: string
  sendButtonColor?: string
  maxChars?: number
  maxCharsWarningMessage?: string
  autoFocus?: boolean
  sendMessageSound?: boolean
  sendSoundLocation?: string
  receiveMessageSound?: boolean
  receiveSoundLocation?: string
}

export interface FooterTheme {
  textColor?: string
  text?: string
  company?: string
  companyLink?: string
}

export interface ChatWindowTheme {
  showTitle?: boolean
  showAgentMessages?: boolean
  title?: string
  titleAvatarSrc?: string
  titleTextColor?: string
  titleBackgroundColor?: string
  welcomeMessage?: string
  errorMessage?: string
  backgroundColor?: string
  backgroundImage?: string
  height?: number
  width?: number
  fontSize?: number
  starterPrompts?: string[]
  starterPromptFontSize?: number
  clearChatOnReload?: boolean
  sourceDocsTitle?: string
  renderHTML?: boolean
  botMessage?: MessageTheme
  userMessage?: MessageTheme
  textInput?: TextInputTheme
  feedback?: { color?: string }
  dateTimeToggle?: { date?: boolean; time?: boolean }
  footer?: FooterTheme
}

export interface Theme {
  button?: ButtonTheme
  tooltip?: TooltipTheme
  disclaimer?: DisclaimerTheme
  customCSS?: string
  chatWindow?: ChatWindowTheme
}

export interface ObserversConfig {
  observeUserInput?: (text: string) => void
  observeMessages?: (messages: unknown[]) => void
  observeLoading?: (loading: boolean) => void
}

export interface ChatbotProps {
  chatflowid: string
  apiHost?: string
  /** Sent as `overrideConfig` with every question. */
  chatflowConfig?: Record<string, unknown>
  observersConfig?: ObserversConfig
  theme?: Theme
  /** Called with each request before it is sent (e.g. to add headers). */
  onRequest?: (request: RequestInit) => void | Promise<void>
  /** initFull only: id of the element to render into. */
  id?: string
}

export const DEFAULT_WELCOME = 'Hi there! How can I help?'
export const DEFAULT_ERROR = 'Oops! There seems to be an error. Please try again.'

type DeepRequired<T> = { [K in keyof T]-?: T[K] }

export interface ResolvedTheme {
  button: DeepRequired<Omit<ButtonTheme, 'customIconSrc' | 'size' | 'autoWindowOpen'>> & {
    customIconSrc?: string
    size: number
    autoWindowOpen: DeepRequired<AutoWindowOpen>
  }
  tooltip: DeepRequired<TooltipTheme>
  disclaimer?: DisclaimerTheme
  customCSS: string
  chatWindow: DeepRequired<
    Omit<
      ChatWindowTheme,
      | 'titleAvatarSrc'
      | 'backgroundImage'
      | 'height'
      | 'width'
      | 'textInput'
      | 'botMessage'
      | 'userMessage'
      | 'feedback'
      | 'footer'
    >
  > & {
    titleAvatarSrc?: string
    backgroundImage?: string
    height?: number
    width?: number
    textInput: DeepRequired<Omit<TextInputTheme, 'maxChars'>> & { maxChars?: number }
    botMessage: DeepRequired<MessageTheme>
    userMessage: DeepRequired<MessageTheme>
    feedback: { color: string }
    footer: DeepRequired<FooterTheme>
  }
}

export const DEFAULT_THEME: ResolvedTheme = {
  button: {
    backgroundColor: '#3B81F6',
    right: 20,
    bottom: 20,
    size: 48,
    dragAndDrop: false,
    iconColor: '#ffffff',
    autoWindowOpen: { autoOpen: false, openDelay: 2, autoOpenOnMobile: false },
  },
  tooltip: {
    showTooltip: false,
    tooltipMessage: 'Hi there 👋',
    tooltipBackgroundColor: '#111827',
    tooltipTextColor: '#ffffff',
    tooltipFontSize: 14,
  },
  customCSS: '',
  chatWindow: {
    showTitle: true,
    showAgentMessages: false,
    title: 'Unikflow Bot',
    titleTextColor: '#1f2937',
    titleBackgroundColor: '#ffffff',
    welcomeMessage: DEFAULT_WELCOME,
    errorMessage: DEFAULT_ERROR,
    backgroundColor: '#ffffff',
    fontSize: 15,
    starterPrompts: [],
    starterPromptFontSize: 14,
    clearChatOnReload: false,
    sourceDocsTitle: 'Sources',
    renderHTML: false,
    botMessage: { backgroundColor: '#f3f4f6', textColor: '#1f2937', showAvatar: true, avatarSrc: '' },
    userMessage: { backgroundColor: '#3B81F6', textColor: '#ffffff', showAvatar: false, avatarSrc: '' },
    textInput: {
      placeholder: 'Type your question',
      backgroundColor: '#ffffff',
      textColor: '#1f2937',
      sendButtonColor: '#3B81F6',
      maxCharsWarningMessage:
        'You exceeded the characters limit. Please input less than {maxChars} characters.',
      autoFocus: true,
      sendMessageSound: false,
      sendSoundLocation: '',
      receiveMessageSound: false,
      receiveSoundLocation: '',
    },
    feedback: { color: '#3B81F6' },
    dateTimeToggle: { date: false, time: false },
    footer: { textColor: '#6b7280', text: 'Powered by', company: 'Unikflow', companyLink: '' },
  },
}

const SIZES: Record<string, number> = { small: 32, medium: 48, large: 64 }

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Merges `over` onto `base`: objects merge key by key, arrays and scalars replace, undefined/null keep the base. */
export function deepMerge<T>(base: T, over: unknown): T {
  // Casts: the result has base's shape with values from `over`, which callers pass in that same shape.
  if (!isPlainObject(base) || !isPlainObject(over)) return (over ?? base) as T
  const out: Record<string, unknown> = { ...base }
  for (const [key, value] of Object.entries(over)) {
    if (value === undefined || value === null) continue
    // Keys from a config object must not reach the prototype.
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue
    out[key] = isPlainObject(value) && isPlainObject(out[key]) ? deepMerge(out[key], value) : value
  }
  return out as T
}

function buttonSize(size: unknown): number {
  if (typeof size === 'number' && Number.isFinite(size) && size > 0) return size
  if (typeof size === 'string') return SIZES[size] ?? (Number(size) || 48)
  return 48
}

/**
 * The theme to draw with: defaults, then the display settings saved on the flow (bot settings), then
 * what the page's snippet says (the page owner has the last word).
 */
export function resolveTheme(theme: Theme | undefined, saved: ChatWindowTheme = {}): ResolvedTheme {
  const withSaved = deepMerge(DEFAULT_THEME, { chatWindow: saved })
  const merged = deepMerge(withSaved, theme ?? {})
  merged.button.size = buttonSize((theme?.button as { size?: unknown } | undefined)?.size)
  if (!merged.chatWindow.welcomeMessage) merged.chatWindow.welcomeMessage = DEFAULT_WELCOME
  if (!merged.chatWindow.errorMessage) merged.chatWindow.errorMessage = DEFAULT_ERROR
  return merged
}

/** The API origin without a trailing slash; the page's own origin when none is given. */
export function normaliseApiHost(apiHost: string | undefined, pageOrigin: string): string {
  const host = (apiHost ?? '').trim() || pageOrigin
  return host.replace(/\/+$/, '')
}
