import type { FastifyRequest } from 'fastify'
import { AppError, ValidationError } from '../../errors/app-error'

/** Fields whose multipart value is JSON text (JSON bodies carry them as values). */
const JSON_FIELDS = new Set(['overrideConfig', 'history', 'uploads'])

function parseField(name: string, value: string): unknown {
  if (name === 'streaming') return value === 'true'
  if (!JSON_FIELDS.has(name)) return value
  try {
    return JSON.parse(value)
  } catch {
    throw new ValidationError(`Invalid JSON in form field "${name}"`)
  }
}

/** `overrideConfig[sessionId]=x` (how HTML forms and Flowise's samples send nested fields). */
function setField(body: Record<string, unknown>, name: string, value: string): void {
  const nested = /^(\w+)\[(\w+)\]$/.exec(name)
  if (!nested?.[1] || !nested[2]) {
    body[name] = parseField(name, value)
    return
  }
  const parent = body[nested[1]]
  const record: Record<string, unknown> =
    parent && typeof parent === 'object' && !Array.isArray(parent) ? { ...parent } : {}
  record[nested[2]] = value
  body[nested[1]] = record
}

/**
 * The prediction body from multipart form data: the same fields as the JSON body (as text) plus
 * files, which become `uploads` (base64). The schema then checks the result like a JSON body.
 */
export async function readMultipartPredictionBody(request: FastifyRequest): Promise<Record<string, unknown>> {
  try {
    return await readParts(request)
  } catch (error) {
    // Limits (413) and content-type errors carry their status; the parser's own complaints about a
    // broken form (truncated, bad boundary, bad part header) are the client's fault, not ours.
    if (error instanceof AppError || hasStatus(error)) throw error
    throw new ValidationError(
      `Malformed multipart body: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

function hasStatus(error: unknown): boolean {
  return error instanceof Error && typeof Reflect.get(error, 'statusCode') === 'number'
}

async function readParts(request: FastifyRequest): Promise<Record<string, unknown>> {
  const body: Record<string, unknown> = {}
  const files: { data: string; type: string; name: string; mime: string }[] = []
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const buffer = await part.toBuffer()
      files.push({
        data: buffer.toString('base64'),
        type: part.mimetype.startsWith('audio/') ? 'audio' : 'file',
        name: part.filename,
        mime: part.mimetype,
      })
    } else if (typeof part.value === 'string') {
      setField(body, part.fieldname, part.value)
    }
  }
  if (files.length > 0) body.uploads = [...(Array.isArray(body.uploads) ? body.uploads : []), ...files]
  return body
}
