// The flow's public chat settings (GET /api/v1/public-chatbotConfig/{id}) read tolerantly: the
// server answers in Flowise's shape, and older or partial configurations simply lack fields.
import { asRecord } from './json'
import type { ChatWindowTheme } from './options'

export interface LeadsConfig {
  title: string
  successMessage: string
  name: boolean
  email: boolean
  phone: boolean
}

export interface UploadRule {
  /** MIME types (`image/png`, `image/*`) or extensions (`.pdf`); empty = any. */
  types: string[]
  /** Bytes; undefined = no limit set. */
  maxBytes?: number
}

export interface PublicChatConfig {
  starterPrompts: string[]
  leads?: LeadsConfig
  feedback: boolean
  followUpPrompts: boolean
  images?: UploadRule
  files?: UploadRule
  speechToText: boolean
  /** Bot settings saved on the flow (title, colours, welcome message …). */
  display: ChatWindowTheme
}

export const DEFAULT_LEADS_TITLE = 'Let us know where we can reach you:'
export const DEFAULT_LEADS_SUCCESS = 'Thank you for your information.'

const obj = asRecord
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined)
const on = (v: unknown): boolean =>
  v === true || v === 'true' || obj(v).status === true || obj(v).enabled === true

function starterList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : Object.values(obj(value))
  return items
    .map((item) => (typeof item === 'string' ? item : str(obj(item).prompt)))
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
}

function typeList(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []
  return items
    .filter((t): t is string => typeof t === 'string')
    .map((t) => t.trim())
    .filter(Boolean)
}

function megabytes(value: unknown): number | undefined {
  const n = typeof value === 'string' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n * 1024 * 1024 : undefined
}

/** Flowise lists upload rules per node (`[{ fileTypes, maxUploadSize }]`); one rule covers them all here. */
function ruleFrom(list: unknown): UploadRule {
  const rules = Array.isArray(list) ? list.map(obj) : [obj(list)]
  const types = rules.flatMap((r) => typeList(r.fileTypes ?? r.allowedUploadFileTypes ?? r.types))
  const sizes = rules.map((r) => megabytes(r.maxUploadSize)).filter((n): n is number => n !== undefined)
  return { types: [...new Set(types)], ...(sizes.length ? { maxBytes: Math.min(...sizes) } : {}) }
}

const DISPLAY_KEYS = [
  'title',
  'titleAvatarSrc',
  'titleTextColor',
  'titleBackgroundColor',
  'welcomeMessage',
  'errorMessage',
  'backgroundColor',
  'fontSize',
  'showAgentMessages',
  'renderHTML',
  'botMessage',
  'userMessage',
  'textInput',
  'dateTimeToggle',
] as const

export function parsePublicConfig(raw: unknown): PublicChatConfig {
  const config = obj(raw)
  const uploads = obj(config.uploads)
  const leadsRaw = obj(config.leads)
  const fullUpload = obj(config.fullFileUpload)

  const display: Record<string, unknown> = {}
  for (const key of DISPLAY_KEYS)
    if (config[key] !== undefined && config[key] !== '') display[key] = config[key]
  if (config.generateNewSession === true) display.clearChatOnReload = true

  const result: PublicChatConfig = {
    starterPrompts: starterList(config.starterPrompts),
    feedback: on(config.chatFeedback) || on(config.feedback),
    followUpPrompts: on(config.followUpPrompts),
    speechToText: uploads.isSpeechToTextEnabled === true || on(config.speechToText),
    // Copied as saved; resolveTheme merges them onto typed defaults and the widget reads them defensively.
    display: display as ChatWindowTheme,
  }
  if (on(leadsRaw)) {
    result.leads = {
      title: str(leadsRaw.title) ?? DEFAULT_LEADS_TITLE,
      successMessage: str(leadsRaw.successMessage) ?? DEFAULT_LEADS_SUCCESS,
      name: leadsRaw.name === true,
      email: leadsRaw.email === true,
      phone: leadsRaw.phone === true,
    }
    // A form without fields would capture nothing: ask at least for an email.
    if (!result.leads.name && !result.leads.email && !result.leads.phone) result.leads.email = true
  }
  if (uploads.isImageUploadAllowed === true) result.images = ruleFrom(uploads.imgUploadSizeAndTypes)
  if (uploads.isRAGFileUploadAllowed === true || uploads.isFileUploadAllowed === true)
    result.files = ruleFrom(uploads.fileUploadSizeAndTypes)
  else if (on(fullUpload)) result.files = ruleFrom(fullUpload)
  return result
}

/** Whether a chosen file fits one of the rules (type and size). */
export function fileAllowed(
  file: { name: string; type: string; size: number },
  rules: UploadRule[],
): boolean {
  return rules.some((rule) => {
    if (rule.maxBytes !== undefined && file.size > rule.maxBytes) return false
    if (rule.types.length === 0 || rule.types.includes('*')) return true
    const mime = file.type.toLowerCase()
    const name = file.name.toLowerCase()
    return rule.types.some((t) => {
      const type = t.toLowerCase()
      if (type.startsWith('.')) return name.endsWith(type)
      if (type.endsWith('/*')) return mime.startsWith(type.slice(0, -1))
      return mime === type
    })
  })
}
