import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZNimCheckBody, ZNimCheckResult } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses } from '../../http/common.schemas'
import { ZUnikParams } from '../uniks/uniks.schemas'
import { checkNimEndpoint } from './check-nim-endpoint'

/** The NIM setup wizard checks the endpoint a person started (editors build flows, so editors check). */
export const nimSetupRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/uniks/:unikId/nim/check',
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags: ['nim'],
        summary: "Checks a NIM endpoint's model list through the outbound guard",
        params: ZUnikParams,
        body: ZNimCheckBody,
        response: { 200: ZNimCheckResult, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => checkNimEndpoint(deps, request.body.baseUrl),
  )
}
