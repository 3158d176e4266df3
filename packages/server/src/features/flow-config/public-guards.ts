import type { FastifyRequest } from 'fastify'
import { DEFAULT_ORIGIN_ERROR, DEFAULT_RATE_LIMIT_MESSAGE, ErrorCodes } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { ForbiddenError, TooManyRequestsError } from '../../errors/app-error'
import type { FlowSettings } from './flow-settings'

/** The origins of this server: its own pages (the /chatbot page, the canvas) are always allowed. */
function ownOrigins(deps: Pick<AppDeps, 'config'>, request: FastifyRequest): string[] {
  return [`${request.protocol}://${request.host}`, deps.config.publicUrl]
}

const normalizeOrigin = (origin: string) => origin.trim().replace(/\/$/, '').toLowerCase()

/**
 * Allowed domains: a request carrying an Origin (a browser on some page) must come from a listed
 * origin, when the flow lists any. Without an Origin (servers, curl) there is nothing to check.
 */
export function checkAllowedOrigin(
  deps: Pick<AppDeps, 'config'>,
  request: FastifyRequest,
  settings: FlowSettings,
): void {
  const origin = request.headers.origin
  const allowed = settings.chatbot.allowedOrigins ?? []
  if (!origin || allowed.length === 0) return
  const candidate = normalizeOrigin(origin)
  if (ownOrigins(deps, request).some((o) => normalizeOrigin(o) === candidate)) return
  if (allowed.some((o) => normalizeOrigin(o) === candidate)) return
  throw new ForbiddenError(
    settings.chatbot.allowedOriginsError || DEFAULT_ORIGIN_ERROR,
    ErrorCodes.OriginNotAllowed,
  )
}

/** The flow's rate limit per client IP (`request.ip` reads proxy headers only with TRUST_PROXY). */
export async function checkRateLimit(
  deps: Pick<AppDeps, 'rateLimiter'>,
  request: FastifyRequest,
  flowId: string,
  settings: FlowSettings,
): Promise<void> {
  const limit = settings.api.rateLimit
  if (!limit || limit.status === false || !limit.limitMax || !limit.limitDuration) return
  const retryAfter = await deps.rateLimiter.hit(`${flowId}|${request.ip}`, {
    max: limit.limitMax,
    durationMs: limit.limitDuration * 1000,
  })
  if (retryAfter !== undefined)
    throw new TooManyRequestsError(
      limit.limitMsg || DEFAULT_RATE_LIMIT_MESSAGE,
      retryAfter,
      ErrorCodes.RateLimited,
    )
}
