import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { UnauthorizedError } from '../../errors/app-error'
import type { Metrics } from './metrics'

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * `GET /metrics` in Prometheus' text format, outside /api like every exporter. Public by policy
 * because scrapers have no session; METRICS_TOKEN, when set, is required as a bearer token.
 */
export function metricsRoutes(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.get('/metrics', { config: { policy: 'public' }, schema: { hide: true } }, async (request, reply) => {
    if (token && !sameToken(request.headers.authorization ?? '', `Bearer ${token}`))
      throw new UnauthorizedError('Metrics need the METRICS_TOKEN as a bearer token')
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics())
  })
}
