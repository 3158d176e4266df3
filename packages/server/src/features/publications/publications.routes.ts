import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZPublication,
  ZPublicationSettingsBody,
  ZPublicationsOfFlow,
  ZPublicationTechnology,
  ZPublicationVersion,
  ZPublicPublication,
  ZPublishBody,
  PublishMessages,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { NotFoundError } from '../../errors/app-error'
import { errorResponses, ZNoContent } from '../../http/common.schemas'
import { sendRaw } from '../../http/send-raw'
import { requireMembership } from '../../plugins/policies'
import { ZChatflowParams } from '../chatflows/chatflows.schemas'
import { exportPage } from './export-page'
import {
  cancelSchedule,
  listPublications,
  publishTechnology,
  requireSceneTechnology,
  savePublicationSettings,
} from './publications.service'
import { describePublicVersion, findPublicVersion } from './public-page.service'

const tags = ['publications']
const ZTechnologyParams = ZChatflowParams.extend({ technology: ZPublicationTechnology })
const ZVersionParams = ZChatflowParams.extend({ version: z.coerce.number().int().positive() })

/**
 * Publications of a flow (AR/3D pages and the chat): members read, editors publish. The public API
 * answers only for the flow's public technology and never returns flowData.
 */
export const publicationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const base = '/uniks/:unikId/chatflows/:id/publications'
  const target = (request: { params: { id: string } }, unikId: string) => ({
    unikId,
    flowId: request.params.id,
  })

  app.get(
    base,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        summary: 'Publication settings per technology and every published version, newest first',
        params: ZChatflowParams,
        response: { 200: ZPublicationsOfFlow, ...errorResponses(401, 404) },
      },
    },
    async (request) => listPublications(deps.db, target(request, requireMembership(request).unikId)),
  )

  app.put(
    `${base}/:technology`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        summary: 'Save the settings the next publish of a technology uses; isPublic makes the others private',
        params: ZTechnologyParams,
        body: ZPublicationSettingsBody,
        response: { 200: ZPublication, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      savePublicationSettings(
        deps.db,
        target(request, requireMembership(request).unikId),
        request.params.technology,
        request.body,
      ),
  )

  app.post(
    `${base}/:technology/publish`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        summary: `Publish the next version now or at scheduledFor (422 '${PublishMessages.noUpdlNodes}')`,
        params: ZTechnologyParams,
        body: ZPublishBody,
        response: { 200: ZPublicationVersion, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request) => {
      const membership = requireMembership(request)
      return publishTechnology(
        deps,
        { ...target(request, membership.unikId), userId: membership.userId },
        request.params.technology,
        request.body,
      )
    },
  )

  app.delete(
    `${base}/versions/:version`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        summary: 'Cancel a scheduled version',
        params: ZVersionParams,
        response: { 204: ZNoContent, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await cancelSchedule(deps, target(request, requireMembership(request).unikId), request.params.version)
      return reply.status(204).send(null)
    },
  )

  app.get(
    `${base}/:technology/export`,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        summary: 'The page as one HTML file with its libraries from a CDN (host it over HTTPS)',
        params: ZTechnologyParams,
        response: { 200: z.string(), ...errorResponses(400, 401, 404, 422) },
      },
    },
    async (request, reply) => {
      const technology = requireSceneTechnology(request.params.technology)
      const file = await exportPage(deps, target(request, requireMembership(request).unikId), technology)
      reply.header('content-disposition', `attachment; filename="${file.fileName}"`)
      return sendRaw(reply, 'text/html; charset=utf-8', file.html)
    },
  )

  app.get(
    '/public-publications/:id',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary: `The public publication of a flow (404 '${PublishMessages.failedToLoad}' unless public)`,
        params: z.object({ id: z.string().min(1) }),
        querystring: z.object({ version: z.coerce.number().int().positive().optional() }),
        response: { 200: ZPublicPublication, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const found = await findPublicVersion(deps, request.params.id, request.query.version)
      if (!found) throw new NotFoundError(PublishMessages.failedToLoad)
      return describePublicVersion(found)
    },
  )
}
