import { STATUS_CODES } from 'node:http'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { ErrorCodes, type TErrorBody, type TErrorCode } from '@unikflow/graph'
import { AppError, TooManyRequestsError } from '../errors/app-error'

const CODE_BY_STATUS: Partial<Record<number, TErrorCode>> = {
  401: ErrorCodes.Unauthorized,
  403: ErrorCodes.Forbidden,
  404: ErrorCodes.NotFound,
  409: ErrorCodes.Conflict,
  429: ErrorCodes.TooManyAttempts,
}

function body(
  statusCode: number,
  code: string,
  message: string,
  details?: Record<string, unknown>,
): TErrorBody {
  return {
    statusCode,
    code,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(details && { details }),
  }
}

/** Turns a zod issue list into one line a person can read: "body.name: Too small …; query.page: …". */
function validationMessage(
  error: FastifyError & { validation: { instancePath: string; message?: string }[] },
) {
  const where = error.validationContext ?? 'request'
  return error.validation
    .map((issue) => {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.')
      return `${path ? `${where}.${path}` : where}: ${issue.message ?? 'invalid'}`
    })
    .join('; ')
}

/**
 * Refusals a chat widget shows to its visitor. Flowise sends them as the flow's own text (its rate limit's
 * message, its allowed-domains message) and flowise-embed shows the body as it is, so a client that does
 * not ask for JSON gets that text; ours (and API clients that send `Accept: application/json`) get the body.
 */
const WIDGET_TEXT_CODES: ReadonlySet<string> = new Set([ErrorCodes.OriginNotAllowed, ErrorCodes.RateLimited])

function wantsWidgetText(request: FastifyRequest, error: AppError): boolean {
  return WIDGET_TEXT_CODES.has(error.code) && !(request.headers.accept ?? '').includes('application/json')
}

/** Error codes of a full disk: the OS, SQLite, and PostgreSQL's disk_full (SQLSTATE 53100). */
const STORAGE_FULL_CODES = new Set(['ENOSPC', 'SQLITE_FULL', '53100'])

function isStorageFull(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code: unknown = Reflect.get(e, 'code')
    if (typeof code === 'string' && STORAGE_FULL_CODES.has(code)) return true
  }
  return false
}

/** The one place where errors become HTTP answers of the shape ZErrorBody. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds))
      if (wantsWidgetText(request, error))
        return reply.status(error.statusCode).type('text/plain; charset=utf-8').send(error.message)
      return reply
        .status(error.statusCode)
        .send(body(error.statusCode, error.code, error.message, error.details))
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(body(400, ErrorCodes.Validation, validationMessage(error)))
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, unsupported media type, body too large …).
      return reply
        .status(status)
        .send(body(status, CODE_BY_STATUS[status] ?? ErrorCodes.Validation, error.message))
    }
    if (isStorageFull(error)) {
      request.log.error({ err: error }, 'storage is full')
      return reply.status(507).send(body(507, ErrorCodes.StorageFull, 'Storage is full'))
    }
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send(body(500, ErrorCodes.Internal, 'Internal Server Error'))
  })
}
