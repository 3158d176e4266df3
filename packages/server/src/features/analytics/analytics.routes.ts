import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZAnalyticsLatency,
  ZAnalyticsLeads,
  ZAnalyticsLeadsQuery,
  ZAnalyticsQuery,
  ZAnalyticsReleases,
  ZAnalyticsSummary,
} from '@unikflow/graph'
import { toCsv } from '@unikflow/graph/protocols'
import type { AppDeps } from '../../deps'
import { errorResponses } from '../../http/common.schemas'
import { sendRaw } from '../../http/send-raw'
import { requireMembership } from '../../plugins/policies'
import { ZUnikParams } from '../uniks/uniks.schemas'
import { analyticsScope } from './analytics-range'
import {
  allLeads,
  analyticsLatency,
  analyticsLeads,
  analyticsReleases,
  analyticsSummary,
} from './analytics.service'

const tags = ['analytics']
const BASE = '/uniks/:unikId/analytics'

/** The analytics page of a unik: activity, latency and leads over a range of UTC days (members read). */
export const analyticsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps

  app.get(
    `${BASE}/summary`,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        summary:
          'Messages, sessions, feedback, runs, errors, tokens, estimated cost and lead points: in total, per day and per flow',
        params: ZUnikParams,
        querystring: ZAnalyticsQuery,
        response: { 200: ZAnalyticsSummary, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => analyticsSummary(db, analyticsScope(requireMembership(request).unikId, request.query)),
  )

  app.get(
    `${BASE}/releases`,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        summary:
          'Runs, errors, tokens, estimated cost, mean duration and questions split by the release they ran on, per flow',
        params: ZUnikParams,
        querystring: ZAnalyticsQuery,
        response: { 200: ZAnalyticsReleases, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      analyticsReleases(db, analyticsScope(requireMembership(request).unikId, request.query)),
  )

  app.get(
    `${BASE}/latency`,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        summary: 'Run durations (p50, p95) for the unik, per flow and per node',
        params: ZUnikParams,
        querystring: ZAnalyticsQuery,
        response: { 200: ZAnalyticsLatency, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => analyticsLatency(db, analyticsScope(requireMembership(request).unikId, request.query)),
  )

  app.get(
    `${BASE}/leads`,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        summary:
          'Leads of the range (search, pages) with their quiz points; `format=csv` downloads every match',
        params: ZUnikParams,
        querystring: ZAnalyticsLeadsQuery,
        response: { 200: ZAnalyticsLeads.or(z.string()), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const { q, offset, limit, format, ...range } = request.query
      const scope = analyticsScope(requireMembership(request).unikId, range)
      if (format !== 'csv') return analyticsLeads(db, scope, { q, offset, limit })
      const leads = await allLeads(db, scope, q)
      const csv = toCsv(
        ['Flow', 'Name', 'Email', 'Phone', 'Points', 'Created'],
        leads.map((l) => [
          l.flowName,
          l.name,
          l.email,
          l.phone,
          l.points === null ? null : String(l.points),
          l.createdDate,
        ]),
      )
      reply.header('content-disposition', `attachment; filename="leads-${scope.from}-${scope.to}.csv"`)
      return sendRaw(reply, 'text/csv; charset=utf-8', csv)
    },
  )
}
