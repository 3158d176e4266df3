import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZChangePasswordBody,
  ZCredentialsBody,
  ZLoginResponse,
  ZRefreshResponse,
  ZRegisterBody,
  ZRegisterResponse,
  ZUser,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { requireUser } from '../../plugins/policies'
import { toPublicUser } from '../users/users.repository'
import { clearRefreshCookie, readRefreshCookie, setRefreshCookie } from './auth.cookies'
import { errorResponses, ZNoContent } from '../../http/common.schemas'
import { ZConfirmQuery } from './auth.schemas'
import { changePassword } from './change-password'
import { confirmEmail } from './confirm-email'
import { loginUser } from './login-user'
import { rotateRefreshToken, revokeSessionOf } from './refresh-session'
import { registerUser } from './register-user'

const tags = ['auth']

export const authRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/auth/register',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        body: ZRegisterBody,
        response: { 201: ZRegisterResponse, ...errorResponses(400, 403, 409) },
      },
    },
    async (request, reply) => {
      const { user, emailConfirmationRequired } = await registerUser(deps, request.body)
      return reply.status(201).send({ user: toPublicUser(user), emailConfirmationRequired })
    },
  )

  app.post(
    '/auth/login',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        body: ZCredentialsBody,
        response: { 200: ZLoginResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const result = await loginUser(deps, { ...request.body, ip: request.ip })
      setRefreshCookie(request, reply, result.refresh)
      return { token: result.accessToken, user: toPublicUser(result.user) }
    },
  )

  app.get(
    '/auth/me',
    {
      config: { policy: 'authenticated' },
      schema: { tags, response: { 200: ZUser, ...errorResponses(401) } },
    },
    async (request) => toPublicUser(requireUser(request)),
  )

  app.post(
    '/auth/refresh',
    {
      config: { policy: 'public' },
      schema: { tags, response: { 200: ZRefreshResponse, ...errorResponses(401) } },
    },
    async (request, reply) => {
      const { user, next } = await rotateRefreshToken(deps.db, readRefreshCookie(request))
      setRefreshCookie(request, reply, next)
      return { accessToken: await deps.accessTokens.sign(user.id) }
    },
  )

  app.post(
    '/auth/logout',
    { config: { policy: 'public' }, schema: { tags, response: { 204: ZNoContent } } },
    async (request, reply) => {
      await revokeSessionOf(deps.db, readRefreshCookie(request))
      clearRefreshCookie(request, reply)
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/auth/change-password',
    {
      config: { policy: 'authenticated' },
      schema: { tags, body: ZChangePasswordBody, response: { 204: ZNoContent, ...errorResponses(400, 401) } },
    },
    async (request, reply) => {
      const { currentPassword, newPassword } = request.body
      const refreshToken = readRefreshCookie(request)
      await changePassword(deps.db, {
        user: requireUser(request),
        currentPassword,
        newPassword,
        refreshToken,
      })
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/auth/confirm',
    {
      config: { policy: 'public' },
      schema: { tags, querystring: ZConfirmQuery, response: { 302: ZNoContent } },
    },
    async (request, reply) => {
      const confirmed = await confirmEmail(deps.db, request.query.token)
      return reply.redirect(`/auth?confirmed=${confirmed ? 1 : 0}`)
    },
  )
}
