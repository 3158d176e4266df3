import type { TWebhookPayload } from '../contract/prediction'
import { isRecord } from '../is-record'
import { valueAtPath } from '../value-at-path'

export const WEBHOOK_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export const WEBHOOK_CONTENT_TYPES = ['application/json', 'application/x-www-form-urlencoded'] as const

type TParamRule = { readonly name: string; readonly required: boolean }
type TBodyRule = TParamRule & { readonly type: string }

/** What a webhook Start asks of a request and how its run is answered, read from Start's inputs. */
export type TWebhookSettings = {
  readonly method: string
  readonly contentType: string | undefined
  readonly inputMode: 'text' | 'none' | 'payload'
  readonly defaultInput: string
  readonly responseMode: 'sync' | 'async' | 'stream'
  readonly verify: { readonly header: string; readonly type: 'hmac-sha256' | 'plain-token' } | undefined
  readonly callbackUrl: string | undefined
  readonly validation:
    | {
        readonly query: readonly TParamRule[]
        readonly body: readonly TBodyRule[]
        readonly headers: readonly TParamRule[]
      }
    | undefined
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const isOn = (value: unknown) => value === true || value === 'true'

function rowsOf(value: unknown): Record<string, unknown>[] {
  const parsed: unknown = typeof value === 'string' && value.trim().startsWith('[') ? safeJson(value) : value
  return Array.isArray(parsed)
    ? parsed.filter((r): r is Record<string, unknown> => typeof r === 'object' && r !== null)
    : []
}

function safeJson(value: string): unknown {
  try {
    return JSON.parse(value)
  } catch {
    return undefined
  }
}

function rulesOf(value: unknown): TBodyRule[] {
  return rowsOf(value)
    .map((r) => ({ name: text(r.name), required: isOn(r.required), type: text(r.type) || 'string' }))
    .filter((r) => r.name !== '')
}

/** Start's webhook inputs with Flowise's defaults (POST, JSON, custom text, synchronous answer). */
export function webhookSettingsOf(inputs: Readonly<Record<string, unknown>>): TWebhookSettings {
  const inputMode = inputs.webhookInputMode === 'none' || inputs.webhookInputMode === 'payload'
  const responseMode = inputs.webhookResponseMode
  return {
    method: (text(inputs.webhookMethod) || 'POST').toUpperCase(),
    contentType:
      inputs.webhookContentType === undefined
        ? 'application/json'
        : text(inputs.webhookContentType) || undefined,
    inputMode: inputMode ? (inputs.webhookInputMode === 'none' ? 'none' : 'payload') : 'text',
    defaultInput: typeof inputs.webhookDefaultInput === 'string' ? inputs.webhookDefaultInput : '',
    responseMode: responseMode === 'async' || responseMode === 'stream' ? responseMode : 'sync',
    verify: isOn(inputs.webhookEnableAuth)
      ? {
          header: (text(inputs.webhookSignatureHeader) || 'x-webhook-signature').toLowerCase(),
          type: inputs.webhookSignatureType === 'plain-token' ? 'plain-token' : 'hmac-sha256',
        }
      : undefined,
    callbackUrl: responseMode === 'async' ? text(inputs.callbackUrl) || undefined : undefined,
    validation: isOn(inputs.webhookEnableValidation)
      ? {
          query: rulesOf(inputs.webhookQueryParams),
          body: rulesOf(inputs.webhookBodyParams),
          headers: rulesOf(inputs.webhookHeaderParams).map((r) => ({ ...r, name: r.name.toLowerCase() })),
        }
      : undefined,
  }
}

/** Why a request does not fit the webhook: the HTTP status it is answered with and the reason. */
export type TWebhookRefusal = {
  readonly kind: 'method' | 'contentType' | 'shape'
  readonly message: string
}

export type TWebhookRequest = {
  readonly method: string
  /** The request's Content-Type header, as sent. */
  readonly contentType: string | undefined
  readonly hasBody: boolean
  readonly payload: TWebhookPayload
}

const ARRAY_ITEM = /^array\[(string|number|boolean|object)\]$/

function fitsType(type: string, value: unknown): boolean {
  if (type === 'number') return value !== '' && !Number.isNaN(Number(value))
  if (type === 'boolean') return typeof value === 'boolean' || value === 'true' || value === 'false'
  if (type === 'object') return isRecord(value)
  const item = ARRAY_ITEM.exec(type)?.[1]
  if (item)
    return Array.isArray(value) && value.every((v) => (item === 'object' ? isRecord(v) : typeof v === item))
  return typeof value === 'string'
}

function shapeRefusal(settings: TWebhookSettings, payload: TWebhookPayload): string | undefined {
  const rules = settings.validation
  if (!rules) return undefined
  const body = isRecord(payload.body) ? payload.body : {}
  const missing = (list: readonly TParamRule[], from: Readonly<Record<string, unknown>>) =>
    list.filter((r) => r.required && from[r.name] == null).map((r) => r.name)
  const headers = missing(rules.headers, payload.headers)
  if (headers.length) return `Missing required headers: ${headers.join(', ')}`
  const fields = missing(rules.body, body)
  if (fields.length) return `Missing required body parameters: ${fields.join(', ')}`
  const mistyped = rules.body.filter((r) => body[r.name] != null && !fitsType(r.type, body[r.name]))
  if (mistyped.length) return `Invalid type for body parameters: ${mistyped.map((r) => r.name).join(', ')}`
  const query = missing(rules.query, payload.query)
  if (query.length) return `Missing required query parameters: ${query.join(', ')}`
  return undefined
}

/** Whether a request fits the webhook: its method, then its Content-Type (when it has a body), then its shape. */
export function checkWebhookRequest(
  settings: TWebhookSettings,
  request: TWebhookRequest,
): TWebhookRefusal | undefined {
  if (request.method.toUpperCase() !== settings.method)
    return {
      kind: 'method',
      message: `Method ${request.method} not allowed; this webhook takes ${settings.method}`,
    }
  const sent = (request.contentType ?? '').toLowerCase()
  if (settings.contentType && request.hasBody && !sent.startsWith(settings.contentType))
    return {
      kind: 'contentType',
      message: `Content-Type ${request.contentType ?? '(none)'} not allowed; this webhook takes ${settings.contentType}`,
    }
  const shape = shapeRefusal(settings, request.payload)
  return shape ? { kind: 'shape', message: shape } : undefined
}

/** `{{ $webhook.body.x }}` (headers, query) in a text, filled from the request; other references stay. */
export function fillWebhookText(template: string, payload: TWebhookPayload): string {
  return template.replace(/\{\{\s*\$webhook\.([^{}]+?)\s*\}\}/g, (whole, path: string) => {
    const value = valueAtPath(payload, path)
    if (value === undefined) return whole
    return typeof value === 'string' ? value : JSON.stringify(value)
  })
}

/**
 * The question a webhook run starts with, by Start's input mode: its custom text filled from the request,
 * a single space for none (a run needs a non-empty message, as in Flowise), or the whole request as JSON.
 */
export function webhookQuestion(settings: TWebhookSettings, payload: TWebhookPayload): string {
  if (settings.inputMode === 'payload') return JSON.stringify(payload)
  if (settings.inputMode === 'none') return ' '
  return fillWebhookText(settings.defaultInput, payload).trim() || ' '
}
