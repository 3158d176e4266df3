import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZChatflow,
  ZChatflowCreateBody,
  ZChatflowList,
  ZChatflowListQuery,
  ZChatflowSaved,
  ZChatflowUpdateBody,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { scrubFlowVersions, withConnectionsMoved } from '../credentials/inline-connections'
import { withSecretsMasked, withSecretsSealed } from '../flow-secrets/flow-secrets'
import { errorResponses, ZNoContent } from '../../http/common.schemas'
import { requireMembership, requireUser } from '../../plugins/policies'
import { FLOW_BODY_LIMIT, ZChatflowParams } from './chatflows.schemas'
import {
  createChatflow,
  deleteChatflow,
  duplicateChatflow,
  getChatflow,
  listChatflows,
  updateChatflow,
} from './chatflows.service'
import { flowPresenceKey } from './flow-presence'
import { ZUnikParams } from '../uniks/uniks.schemas'

const tags = ['chatflows']
const BASE = '/uniks/:unikId/chatflows'

/** Chatflows and agentflows of a unik: members read, editors change. */
export const chatflowsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps

  app.get(
    BASE,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        params: ZUnikParams,
        querystring: ZChatflowListQuery,
        response: { 200: ZChatflowList, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listChatflows(db, requireMembership(request).unikId, request.query),
  )

  app.post(
    BASE,
    {
      bodyLimit: FLOW_BODY_LIMIT,
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        params: ZUnikParams,
        body: ZChatflowCreateBody,
        response: { 201: ZChatflowSaved, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { unikId } = requireMembership(request)
      const body = await withSecretsSealed(
        deps,
        { unikId },
        await withConnectionsMoved(deps, unikId, request.body),
      )
      const flow = await createChatflow(db, { unikId, userId: requireUser(request).id, body: body.value })
      return reply.status(201).send(await withSecretsMasked(flow))
    },
  )

  app.get(
    `${BASE}/:id`,
    {
      config: { policy: { unikRole: 'member' } },
      schema: { tags, params: ZChatflowParams, response: { 200: ZChatflow, ...errorResponses(401, 404) } },
    },
    async (request) =>
      withSecretsMasked(
        await getChatflow(db, { unikId: requireMembership(request).unikId, id: request.params.id }),
      ),
  )

  app.put(
    `${BASE}/:id`,
    {
      bodyLimit: FLOW_BODY_LIMIT,
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        params: ZChatflowParams,
        body: ZChatflowUpdateBody,
        response: { 200: ZChatflowSaved, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { unikId } = requireMembership(request)
      const target = { unikId, id: request.params.id }
      const body = await withSecretsSealed(
        deps,
        target,
        await withConnectionsMoved(deps, unikId, request.body),
      )
      const flow = await updateChatflow(db, { ...target, userId: requireUser(request).id, body: body.value })
      await scrubFlowVersions(db, { unikId, flowId: flow.id }, body.moved)
      return withSecretsMasked(flow)
    },
  )

  app.delete(
    `${BASE}/:id`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        params: ZChatflowParams,
        response: { 204: ZNoContent, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const target = { unikId: requireMembership(request).unikId, id: request.params.id }
      await deleteChatflow(db, target)
      await deps.presence.forget(flowPresenceKey(target.unikId, target.id))
      return reply.status(204).send(null)
    },
  )

  app.post(
    `${BASE}/:id/duplicate`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        params: ZChatflowParams,
        response: { 201: ZChatflow, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const flow = await duplicateChatflow(db, {
        unikId: requireMembership(request).unikId,
        id: request.params.id,
        userId: requireUser(request).id,
      })
      return reply.status(201).send(await withSecretsMasked(flow))
    },
  )
}
