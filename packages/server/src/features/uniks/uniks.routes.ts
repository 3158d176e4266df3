import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZUnik, ZUnikCreateBody, ZUnikListQuery, ZUnikUpdateBody } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses, ZNoContent } from '../../http/common.schemas'
import { requireMembership, requireUser } from '../../plugins/policies'
import { ZUnikParams } from './uniks.schemas'
import { createUnik, editUnik, getUnik, listUniks, removeUnik } from './uniks.service'

const tags = ['uniks']

export const uniksRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps

  app.get(
    '/uniks',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags,
        querystring: ZUnikListQuery,
        response: { 200: z.array(ZUnik), ...errorResponses(401) },
      },
    },
    async (request) => listUniks(db, requireUser(request).id, request.query.search),
  )

  app.post(
    '/uniks',
    {
      config: { policy: 'authenticated' },
      schema: { tags, body: ZUnikCreateBody, response: { 201: ZUnik, ...errorResponses(400, 401) } },
    },
    async (request, reply) =>
      reply.status(201).send(await createUnik(db, { userId: requireUser(request).id, body: request.body })),
  )

  app.get(
    '/uniks/:unikId',
    {
      config: { policy: { unikRole: 'member' } },
      schema: { tags, params: ZUnikParams, response: { 200: ZUnik, ...errorResponses(401, 404) } },
    },
    async (request) => getUnik(db, requireMembership(request)),
  )

  app.put(
    '/uniks/:unikId',
    {
      config: { policy: { unikRole: 'admin' } },
      schema: {
        tags,
        params: ZUnikParams,
        body: ZUnikUpdateBody,
        response: { 200: ZUnik, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => editUnik(db, requireMembership(request), request.body),
  )

  app.delete(
    '/uniks/:unikId',
    {
      config: { policy: { unikRole: 'owner' } },
      schema: { tags, params: ZUnikParams, response: { 204: ZNoContent, ...errorResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      await removeUnik(db, deps.config.dataDir, requireMembership(request))
      return reply.status(204).send(null)
    },
  )
}
