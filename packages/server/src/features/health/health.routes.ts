import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZVersionResponse } from '@unikflow/graph'
import { sendRaw } from '../../http/send-raw'
import { APP_VERSION } from '../../version'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/ping',
    {
      config: { policy: 'public' },
      schema: {
        tags: ['system'],
        summary: "Answers `pong` (plain text), as Flowise's ping does",
        response: { 200: z.literal('pong') },
      },
    },
    async (_request, reply) => sendRaw(reply, 'text/plain; charset=utf-8', 'pong'),
  )

  app.get(
    '/version',
    { config: { policy: 'public' }, schema: { tags: ['system'], response: { 200: ZVersionResponse } } },
    async () => ({ version: APP_VERSION }),
  )
}
