import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZVariable, ZVariableCreateBody, ZVariableUpdateBody } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses, ZNoContent } from '../../http/common.schemas'
import { requireMembership } from '../../plugins/policies'
import { ZUnikParams } from '../uniks/uniks.schemas'
import {
  createVariable,
  deleteVariable,
  getVariable,
  listVariables,
  updateVariable,
} from './variables.service'

const tags = ['variables']
const BASE = '/uniks/:unikId/variables'
const ZParams = z.object({ unikId: z.string().min(1), id: z.string().min(1) })

/** Variables of a unik (`$vars.name` in flows): members read, editors change. */
export const variablesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps

  app.get(
    BASE,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        params: ZUnikParams,
        response: { 200: z.array(ZVariable), ...errorResponses(401, 404) },
      },
    },
    async (request) => listVariables(db, requireMembership(request).unikId),
  )

  app.post(
    BASE,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        params: ZUnikParams,
        body: ZVariableCreateBody,
        response: { 201: ZVariable, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createVariable(db, requireMembership(request).unikId, request.body)),
  )

  app.get(
    `${BASE}/:id`,
    {
      config: { policy: { unikRole: 'member' } },
      schema: { tags, params: ZParams, response: { 200: ZVariable, ...errorResponses(401, 404) } },
    },
    async (request) => getVariable(db, requireMembership(request).unikId, request.params.id),
  )

  app.put(
    `${BASE}/:id`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        params: ZParams,
        body: ZVariableUpdateBody,
        response: { 200: ZVariable, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => updateVariable(db, requireMembership(request).unikId, request.params.id, request.body),
  )

  app.delete(
    `${BASE}/:id`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: { tags, params: ZParams, response: { 204: ZNoContent, ...errorResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      await deleteVariable(db, requireMembership(request).unikId, request.params.id)
      return reply.status(204).send(null)
    },
  )
}
