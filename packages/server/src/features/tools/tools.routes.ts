import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZTool, ZToolCreateBody, ZToolUpdateBody } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses, ZNoContent } from '../../http/common.schemas'
import { requireMembership } from '../../plugins/policies'
import { ZUnikParams } from '../uniks/uniks.schemas'
import { createTool, deleteTool, getTool, listTools, updateTool } from './tools.service'

const tags = ['tools']
const BASE = '/uniks/:unikId/tools'
const ZParams = z.object({ unikId: z.string().min(1), id: z.string().min(1) })

/** Saved tools of a unik (read by Custom Tool nodes): members read, editors change. */
export const toolsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps

  app.get(
    BASE,
    {
      config: { policy: { unikRole: 'member' } },
      schema: { tags, params: ZUnikParams, response: { 200: z.array(ZTool), ...errorResponses(401, 404) } },
    },
    async (request) => listTools(db, requireMembership(request).unikId),
  )

  app.post(
    BASE,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        params: ZUnikParams,
        body: ZToolCreateBody,
        response: { 201: ZTool, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTool(db, requireMembership(request).unikId, request.body)),
  )

  app.get(
    `${BASE}/:id`,
    {
      config: { policy: { unikRole: 'member' } },
      schema: { tags, params: ZParams, response: { 200: ZTool, ...errorResponses(401, 404) } },
    },
    async (request) => getTool(db, requireMembership(request).unikId, request.params.id),
  )

  app.put(
    `${BASE}/:id`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        params: ZParams,
        body: ZToolUpdateBody,
        response: { 200: ZTool, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateTool(db, requireMembership(request).unikId, request.params.id, request.body),
  )

  app.delete(
    `${BASE}/:id`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: { tags, params: ZParams, response: { 204: ZNoContent, ...errorResponses(401, 403, 404) } },
    },
    async (request, reply) => {
      await deleteTool(db, requireMembership(request).unikId, request.params.id)
      return reply.status(204).send(null)
    },
  )
}
