import type { FastifyRequest } from 'fastify'
import { exceedsJsonDepth, MAX_JSON_DEPTH, type TWebhookPayload } from '@unikflow/graph'
import { ValidationError } from '../../errors/app-error'

/** Headers that carry the caller's secrets: never handed to the flow (nor stored with its run). */
const SECRET_HEADERS = new Set(['authorization', 'proxy-authorization', 'cookie', 'x-api-key'])

function headersOf(request: FastifyRequest, signatureHeader: string | undefined): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(request.headers).filter(
      ([name, value]) => value !== undefined && !SECRET_HEADERS.has(name) && name !== signatureHeader,
    ),
  )
}

function parseJson(text: string): unknown {
  if (exceedsJsonDepth(text)) throw new ValidationError(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`)
  try {
    return JSON.parse(text)
  } catch {
    throw new ValidationError('The request body is not valid JSON')
  }
}

/** A form-encoded body; one whose `payload` field holds JSON (as GitHub sends) is read as that JSON. */
function parseForm(text: string): unknown {
  const fields = Object.fromEntries(new URLSearchParams(text))
  const payload = fields.payload
  if (typeof payload === 'string' && /^\s*[[{]/.test(payload)) {
    try {
      return JSON.parse(payload)
    } catch {
      return fields
    }
  }
  return fields
}

/** The raw body this route's parser kept (a Buffer), empty when the request had none. */
export function rawBodyOf(request: FastifyRequest): Buffer {
  return Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
}

/**
 * The request as a webhook Start's nodes read it: its body (JSON, form fields, else text), its headers
 * without the caller's secrets, and its query.
 */
export function webhookPayloadOf(
  request: FastifyRequest,
  query: Readonly<Record<string, unknown>>,
  signatureHeader: string | undefined,
): TWebhookPayload {
  const raw = rawBodyOf(request)
  const type = (request.headers['content-type'] ?? '').toLowerCase()
  const text = raw.toString('utf8')
  const body =
    raw.length === 0
      ? {}
      : type.startsWith('application/json')
        ? parseJson(text)
        : type.startsWith('application/x-www-form-urlencoded')
          ? parseForm(text)
          : text
  return { body, headers: headersOf(request, signatureHeader), query: { ...query } }
}
