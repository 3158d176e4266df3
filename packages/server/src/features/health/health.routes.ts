import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZVersionResponse } from '@unikflow/graph'
import { APP_VERSION } from '../../version'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ping',
    {
      config: { policy: 'public' },
      schema: { tags: ['system'], response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  )

  app.get(
    '/version',
    { config: { policy: 'public' }, schema: { tags: ['system'], response: { 200: ZVersionResponse } } },
    async () => ({ version: APP_VERSION }),
  )
}
