import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZCredential,
  ZCredentialCreateBody,
  ZCredentialListQuery,
  ZCredentialSummary,
  ZCredentialUpdateBody,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses, ZNoContent } from '../../http/common.schemas'
import { requireMembership } from '../../plugins/policies'
import { ZUnikParams } from '../uniks/uniks.schemas'
import {
  createCredential,
  deleteCredential,
  getCredential,
  listCredentials,
  updateCredential,
} from './credentials.service'

const tags = ['credentials']
const BASE = '/uniks/:unikId/credentials'
const ZParams = z.object({ unikId: z.string().min(1), id: z.string().min(1) })

/** Credentials of a unik: members read (values redacted), editors change. */
export const credentialsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    BASE,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        params: ZUnikParams,
        querystring: ZCredentialListQuery,
        response: { 200: z.array(ZCredentialSummary), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listCredentials(deps, requireMembership(request).unikId, request.query.credentialName),
  )

  app.post(
    BASE,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        params: ZUnikParams,
        body: ZCredentialCreateBody,
        response: { 201: ZCredential, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCredential(deps, requireMembership(request).unikId, request.body)),
  )

  app.get(
    `${BASE}/:id`,
    {
      config: { policy: { unikRole: 'member' } },
      schema: { tags, params: ZParams, response: { 200: ZCredential, ...errorResponses(401, 404) } },
    },
    async (request) => getCredential(deps, requireMembership(request).unikId, request.params.id),
  )

  app.put(
    `${BASE}/:id`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        params: ZParams,
        body: ZCredentialUpdateBody,
        response: { 200: ZCredential, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      updateCredential(deps, requireMembership(request).unikId, request.params.id, request.body),
  )

  app.delete(
    `${BASE}/:id`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: { tags, params: ZParams, response: { 204: ZNoContent, ...errorResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      await deleteCredential(deps, requireMembership(request).unikId, request.params.id)
      return reply.status(204).send(null)
    },
  )
}
