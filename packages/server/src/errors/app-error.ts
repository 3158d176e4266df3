import { ErrorCodes, type TErrorCode } from '@unikflow/graph'

/** Base of every error we throw on purpose. The error handler maps it to HTTP once. */
export class AppError extends Error {
  readonly code: TErrorCode
  readonly statusCode: number
  /** Sent as the body's `details`: machine-readable context the client acts on. Never secrets. */
  readonly details: Record<string, unknown> | undefined

  constructor(
    statusCode: number,
    code: TErrorCode,
    message: string,
    options?: ErrorOptions & { details?: Record<string, unknown> },
  ) {
    super(message, options)
    this.name = new.target.name
    this.statusCode = statusCode
    this.code = code
    this.details = options?.details
  }
}

export class ValidationError extends AppError {
  constructor(message: string, code: TErrorCode = ErrorCodes.Validation, details?: Record<string, unknown>) {
    super(400, code, message, details ? { details } : undefined)
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Unauthorized', code: TErrorCode = ErrorCodes.Unauthorized) {
    super(401, code, message)
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Forbidden', code: TErrorCode = ErrorCodes.Forbidden) {
    super(403, code, message)
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Not found', code: TErrorCode = ErrorCodes.NotFound) {
    super(404, code, message)
  }
}

export class ConflictError extends AppError {
  constructor(message: string, code: TErrorCode = ErrorCodes.Conflict, details?: Record<string, unknown>) {
    super(409, code, message, details ? { details } : undefined)
  }
}

export class TooManyRequestsError extends AppError {
  readonly retryAfterSeconds: number

  constructor(message: string, retryAfterSeconds: number, code: TErrorCode = ErrorCodes.TooManyAttempts) {
    super(429, code, message)
    this.retryAfterSeconds = retryAfterSeconds
  }
}
