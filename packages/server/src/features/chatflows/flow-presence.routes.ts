import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZFlowPresence } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses, ZNoContent } from '../../http/common.schemas'
import { requireMembership, requireUser } from '../../plugins/policies'
import { NotFoundError } from '../../errors/app-error'
import { ZChatflowParams } from './chatflows.schemas'
import { chatflowExists } from './chatflows.repository'
import { flowPresenceKey } from './flow-presence'

const tags = ['chatflows']
const PATH = '/uniks/:unikId/chatflows/:id/presence'

/** Who else has a flow open: the canvas polls POST (heartbeat) and sends DELETE when it closes. */
export const flowPresenceRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    PATH,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        params: ZChatflowParams,
        response: { 200: ZFlowPresence, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { unikId } = requireMembership(request)
      const { id } = request.params
      if (!(await chatflowExists(deps.db, unikId, id))) throw new NotFoundError('Chatflow not found')
      const { id: userId, email } = requireUser(request)
      return { viewers: await deps.presence.heartbeat(flowPresenceKey(unikId, id), { userId, email }) }
    },
  )

  app.delete(
    PATH,
    {
      config: { policy: { unikRole: 'member' } },
      schema: { tags, params: ZChatflowParams, response: { 204: ZNoContent, ...errorResponses(401, 404) } },
    },
    async (request, reply) => {
      const { unikId, userId } = requireMembership(request)
      await deps.presence.leave(flowPresenceKey(unikId, request.params.id), userId)
      return reply.status(204).send(null)
    },
  )
}
