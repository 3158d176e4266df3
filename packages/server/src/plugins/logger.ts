import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'

/** Query parameters that carry credentials (email confirmation links). */
const SECRET_QUERY = /([?&](?:token|code|password)=)[^&]*/gi

export const redactUrl = (url: string): string => url.replace(SECRET_QUERY, '$1[Redacted]')

/** pino options: secrets never reach a log line, even when someone logs a whole request or body. */
export function loggerOptions(level: string) {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        'password',
        'passwordHash',
        'password_hash',
        'token_hash',
        'refreshToken',
        '*.password',
        '*.currentPassword',
        '*.newPassword',
        '*.passwordHash',
        '*.password_hash',
        '*.token_hash',
        '*.refreshToken',
      ],
      censor: '[Redacted]',
    },
    serializers: {
      req(request: { method: string; url: string; ip?: string }) {
        return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip }
      },
    },
  } satisfies FastifyServerOptions['logger']
}

/**
 * One line per request at `debug`, not `info`: under load the access log cost more than the work, and
 * an operator who wants it sets LOG_LEVEL=debug. Failed requests keep their `error` line. (A log
 * controller rather than the `disableRequestLogging` option, which Fastify deprecates.)
 */
export class DebugRequestLog extends LogController {
  override incomingRequest(): void {
    // The completed line carries the request; one line per request is enough.
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const ms = Math.round(reply.elapsedTime)
    // Through the logger's `req` serializer, which redacts tokens in query strings.
    if (error)
      reply.log.error({ req: request, statusCode: reply.statusCode, ms, err: error }, 'request errored')
    else request.log.debug({ req: request, statusCode: reply.statusCode, ms }, 'request completed')
  }

  override routeNotFound(request: FastifyRequest): void {
    request.log.debug(`Route ${request.method}:${redactUrl(request.url)} not found`)
  }
}
