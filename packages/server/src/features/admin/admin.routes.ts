import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZAdminUser, ZAdminUserList, ZAdminUserListQuery, ZAdminUserPatchBody } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses, ZNoContent } from '../../http/common.schemas'
import { requireUser } from '../../plugins/policies'
import { deleteAdminUser, listAdminUsers, patchAdminUser } from './admin.service'

const tags = ['admin']
const ZUserParams = z.object({ id: z.string().min(1) })

export const adminRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps

  app.get(
    '/admin/users',
    {
      config: { policy: 'superAdmin' },
      schema: {
        tags,
        querystring: ZAdminUserListQuery,
        response: { 200: ZAdminUserList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listAdminUsers(db, request.query),
  )

  app.patch(
    '/admin/users/:id',
    {
      config: { policy: 'superAdmin' },
      schema: {
        tags,
        params: ZUserParams,
        body: ZAdminUserPatchBody,
        response: { 200: ZAdminUser, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      patchAdminUser(db, {
        actorId: requireUser(request).id,
        userId: request.params.id,
        patch: request.body,
      }),
  )

  app.delete(
    '/admin/users/:id',
    {
      config: { policy: 'superAdmin' },
      schema: {
        tags,
        params: ZUserParams,
        response: { 204: ZNoContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteAdminUser(db, { actorId: requireUser(request).id, userId: request.params.id })
      return reply.status(204).send(null)
    },
  )
}
