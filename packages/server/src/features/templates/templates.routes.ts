import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZCustomTemplateCreateBody, ZTemplate, ZTemplateSummary } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses } from '../../http/common.schemas'
import { unikCrudRoutes, ZUnikItemParams } from '../../http/unik-crud-routes'
import { requireMembership, requireUser } from '../../plugins/policies'
import { ZUnikParams } from '../uniks/uniks.schemas'
import { listCommunityTemplates } from './community-templates'
import {
  getTemplate,
  listCustomTemplates,
  removeCustomTemplate,
  saveCustomTemplate,
} from './templates.service'

/**
 * The marketplace, Flowise's paths under the unik: community templates (shipped with Unikflow, the same
 * in every unik) and the unik's own ("my templates"). Members browse and use them; editors save and delete.
 */
export const templatesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps
  const tags = ['templates']

  app.get(
    '/uniks/:unikId/marketplaces/templates',
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        summary: 'Community templates (without their flows)',
        params: ZUnikParams,
        response: { 200: z.array(ZTemplateSummary), ...errorResponses(401, 404) },
      },
    },
    async () => listCommunityTemplates(),
  )

  app.get(
    '/uniks/:unikId/marketplaces/templates/:id',
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        summary: 'One template with its flow: a community template, or one of the unik',
        params: ZUnikItemParams,
        response: { 200: ZTemplate, ...errorResponses(401, 404) },
      },
    },
    async (request) => getTemplate(db, requireMembership(request).unikId, request.params.id),
  )

  const custom = unikCrudRoutes(app, { base: '/uniks/:unikId/marketplaces/custom', tags })
  custom.list({ role: 'member', item: ZTemplateSummary, run: (unikId) => listCustomTemplates(db, unikId) })

  app.post(
    '/uniks/:unikId/marketplaces/custom',
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        summary: 'Save a flow or a tool of the unik as a template',
        params: ZUnikParams,
        body: ZCustomTemplateCreateBody,
        response: { 201: ZTemplateSummary, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { unikId } = requireMembership(request)
      const saved = await saveCustomTemplate(db, {
        unikId,
        userId: requireUser(request).id,
        body: request.body,
      })
      return reply.status(201).send(saved)
    },
  )
  custom.remove({ role: 'editor', run: (unikId, id) => removeCustomTemplate(db, unikId, id) })
}
