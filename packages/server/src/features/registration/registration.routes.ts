import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZInvite, ZInviteCreateBody, ZRegistrationInfo, ZRegistrationSettings } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses } from '../../http/common.schemas'
import { requireMembership, requireUser } from '../../plugins/policies'
import { findUnikForUser } from '../uniks/uniks.repository'
import { ZUnikParams } from '../uniks/uniks.schemas'
import { createInvite, readRegistration, saveRegistration } from './registration.service'

const tags = ['registration']

/** Registration control: the setting (read by the sign-in page, set by super admins) and invitation links. */
export const registrationRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/auth/registration',
    { config: { policy: 'public' }, schema: { tags, response: { 200: ZRegistrationInfo } } },
    async () => readRegistration(deps),
  )

  app.put(
    '/admin/registration',
    {
      config: { policy: 'superAdmin' },
      schema: {
        tags,
        body: ZRegistrationSettings,
        response: { 200: ZRegistrationInfo, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => saveRegistration(deps, request.body),
  )

  app.post(
    '/admin/invites',
    {
      config: { policy: 'superAdmin' },
      schema: { tags, body: ZInviteCreateBody, response: { 201: ZInvite, ...errorResponses(400, 401, 403) } },
    },
    async (request, reply) => {
      const invite = await createInvite(deps, { createdBy: requireUser(request).id, body: request.body })
      return reply.status(201).send(invite)
    },
  )

  app.post(
    '/uniks/:unikId/invites',
    {
      config: { policy: { unikRole: 'owner' } },
      schema: {
        tags,
        params: ZUnikParams,
        body: ZInviteCreateBody,
        response: { 201: ZInvite, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { unikId } = requireMembership(request)
      const user = requireUser(request)
      const unik = await findUnikForUser(deps.db, unikId, user.id)
      const invite = await createInvite(deps, {
        createdBy: user.id,
        unik: { id: unikId, name: unik?.name ?? '', role: request.body.role ?? 'member' },
        body: request.body,
      })
      return reply.status(201).send(invite)
    },
  )
}
