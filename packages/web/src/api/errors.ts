import axios from 'axios'

/** Network-layer codes axios reports (docs/product.md#error-texts). */
export const NetworkErrorCodes = [
  'ERR_NETWORK',
  'ECONNABORTED',
  'ETIMEDOUT',
  'ERR_BAD_REQUEST',
  'ERR_BAD_RESPONSE',
  'ERR_CANCELED',
] as const
export type TNetworkErrorCode = (typeof NetworkErrorCodes)[number]

/** Server codes and network codes that have their own translated text (translation:errors.*). */
export const TRANSLATED_ERROR_CODES: ReadonlySet<string> = new Set([
  'EMAIL_PASSWORD_REQUIRED',
  'NO_UPDL_NODES',
  'TOO_MANY_START_NODES',
  'INVALID_EMAIL',
  'WEAK_PASSWORD',
  'INVALID_CREDENTIALS',
  'USER_EXISTS',
  'EMAIL_NOT_CONFIRMED',
  'TOO_MANY_ATTEMPTS',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'LAST_OWNER',
  'SELF_ACTION',
  'LAST_SUPER_ADMIN',
  'ALREADY_MEMBER',
  'INTERNAL',
  'MANDATORY_FIELDS',
  'RUNTIME_VARIABLE_OWN_SETTING',
  'RUNTIME_VARIABLE_SECRET',
  'RUNTIME_VARIABLE_NOT_LISTED',
  'ERR_NETWORK',
  'ECONNABORTED',
  'ETIMEDOUT',
  'ERR_BAD_REQUEST',
  'ERR_BAD_RESPONSE',
  'ERR_CANCELED',
])

export interface ApiError {
  /** Server error code (`INVALID_CREDENTIALS` …), an axios network code, or `UNKNOWN`. */
  code: string
  message: string
  /** HTTP status when a response arrived. */
  status?: number
  /** Machine-readable context the server sent with some codes (FLOW_VERSION_CONFLICT …). */
  details?: unknown
}

function hasStringField<K extends string>(value: unknown, key: K): value is Record<K, string> {
  return (
    typeof value === 'object' && value !== null && key in value && typeof Reflect.get(value, key) === 'string'
  )
}

/** Any thrown value as its message, else as JSON text, else as plain text. */
export function describeThrown(value: unknown): string {
  if (hasStringField(value, 'message')) return value.message
  if (typeof value === 'string') return value
  try {
    const json = JSON.stringify(value)
    if (typeof json === 'string') return json
  } catch {
    // circular or otherwise not serialisable: fall through to plain text
  }
  return String(value)
}

export function parseApiError(error: unknown): ApiError {
  if (axios.isCancel(error)) return { code: 'ERR_CANCELED', message: describeThrown(error) }
  if (axios.isAxiosError(error)) {
    const response = error.response
    if (!response) {
      // Node reports socket errors (ECONNREFUSED, ENOTFOUND …) by name; to the UI they are all network errors.
      const code = NetworkErrorCodes.find((c) => c === error.code) ?? 'ERR_NETWORK'
      return { code, message: error.message }
    }
    const body: unknown = response.data
    const status = response.status
    if (hasStringField(body, 'code') && hasStringField(body, 'message')) {
      const details: unknown = Reflect.get(body, 'details')
      return { code: body.code, message: body.message, status, ...(details !== undefined && { details }) }
    }
    const fallbackCode = status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST'
    const message = hasStringField(body, 'message')
      ? body.message
      : typeof body === 'string' && body.trim() !== ''
        ? body
        : error.message
    return { code: fallbackCode, message, status }
  }
  return { code: 'UNKNOWN', message: describeThrown(error) }
}
