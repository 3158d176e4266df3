import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZLead, ZLeadBody, ZLeadListQuery, ZLeadQuery } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses } from '../../http/common.schemas'
import { sendRaw } from '../../http/send-raw'
import { requireMembership } from '../../plugins/policies'
import { ZChatflowParams } from '../chatflows/chatflows.schemas'
import { leadsToCsv } from '@unikflow/graph/protocols'
import { captureLead, listLeads } from './leads.service'

const tags = ['leads']

/** Leads: captured by the public chatbot's form, listed (or exported as CSV) by the unik's members. */
export const leadsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    '/leads',
    {
      config: { policy: 'public' },
      schema: {
        tags,
        summary:
          'Leave contact details on a public chatbot with leads enabled, or with quiz points on a public AR/3D page (rate limited)',
        querystring: ZLeadQuery,
        body: ZLeadBody,
        response: { 200: ZLead, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request) =>
      captureLead(deps, request, {
        ...request.body,
        chatflowid: request.body.chatflowid ?? request.query.chatflowid,
      }),
  )

  app.get(
    '/uniks/:unikId/chatflows/:id/leads',
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        params: ZChatflowParams,
        querystring: ZLeadListQuery,
        response: { 200: z.array(ZLead).or(z.string()), ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) => {
      const leads = await listLeads(deps.db, {
        unikId: requireMembership(request).unikId,
        flowId: request.params.id,
      })
      if (request.query.format !== 'csv') return leads
      reply.header('content-disposition', `attachment; filename="leads-${request.params.id}.csv"`)
      return sendRaw(reply, 'text/csv; charset=utf-8', leadsToCsv(leads))
    },
  )
}
