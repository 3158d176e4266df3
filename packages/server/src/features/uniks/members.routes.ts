import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZMember, ZMemberAddBody, ZMemberPatchBody } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses, ZNoContent } from '../../http/common.schemas'
import { requireMembership } from '../../plugins/policies'
import { addMember, changeMemberRole, getMembers, removeMember } from './members.service'
import { ZMemberParams, ZUnikParams } from './uniks.schemas'

const tags = ['members']

export const membersRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps

  app.get(
    '/uniks/:unikId/members',
    {
      config: { policy: { unikRole: 'member' } },
      schema: { tags, params: ZUnikParams, response: { 200: z.array(ZMember), ...errorResponses(401, 404) } },
    },
    async (request) => getMembers(db, requireMembership(request)),
  )

  app.post(
    '/uniks/:unikId/members',
    {
      config: { policy: { unikRole: 'admin' } },
      schema: {
        tags,
        params: ZUnikParams,
        body: ZMemberAddBody,
        response: { 201: ZMember, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addMember(db, requireMembership(request), request.body)),
  )

  app.patch(
    '/uniks/:unikId/members/:userId',
    {
      config: { policy: { unikRole: 'admin' } },
      schema: {
        tags,
        params: ZMemberParams,
        body: ZMemberPatchBody,
        response: { 200: ZMember, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      changeMemberRole(db, requireMembership(request), request.params.userId, request.body.role),
  )

  app.delete(
    '/uniks/:unikId/members/:userId',
    {
      // 'member', not 'admin': anyone may leave; removing others needs admin (checked in the service).
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        params: ZMemberParams,
        response: { 204: ZNoContent, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await removeMember(db, requireMembership(request), request.params.userId)
      return reply.status(204).send(null)
    },
  )
}
