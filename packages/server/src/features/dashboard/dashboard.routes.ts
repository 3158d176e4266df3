import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZUnikDashboard } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses } from '../../http/common.schemas'
import { requireMembership } from '../../plugins/policies'
import { ZUnikParams } from '../uniks/uniks.schemas'
import { unikDashboard } from './dashboard.service'

/** A unik's dashboard (members read): counts, recent flows, stores and assistants, recent runs and failures. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/uniks/:unikId/dashboard',
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags: ['uniks'],
        summary: "The unik's overview: counts, recently changed items, runs and failures of the last days",
        params: ZUnikParams,
        response: { 200: ZUnikDashboard, ...errorResponses(401, 404) },
      },
    },
    async (request) => unikDashboard(deps.db, requireMembership(request).unikId),
  )
}
