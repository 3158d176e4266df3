import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZAssistant,
  ZAssistantComponents,
  ZAssistantCreateBody,
  ZAssistantDeleteQuery,
  ZAssistantListQuery,
  ZAssistantUpdateBody,
  ZGeneratedInstructions,
  ZGenerateInstructionsBody,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses, ZNoContent } from '../../http/common.schemas'
import { unikCrudRoutes, ZUnikItemParams } from '../../http/unik-crud-routes'
import { requireMembership, requireUser } from '../../plugins/policies'
import { ZUnikParams } from '../uniks/uniks.schemas'
import { listAssistantComponents } from './assistant-components'
import {
  createAssistant,
  deleteAssistant,
  getAssistant,
  listAssistants,
  updateAssistant,
} from './assistants.service'
import { createOpenAIAssistant } from '../openai-assistants/openai-assistants.service'
import { generateInstructions } from './generate-instructions'

const tags = ['assistants']
const base = '/uniks/:unikId/assistants'

/**
 * Assistants of a unik, Flowise's `/assistants` shapes: members read, editors change. A custom
 * assistant runs as the flow with its id (prediction API, OpenAI-compatible endpoint, chat messages).
 */
export const assistantsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps

  app.get(
    `${base}/components`,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        summary: 'Chat-model nodes and built-in tool nodes a custom assistant can use',
        params: ZUnikParams,
        response: { 200: ZAssistantComponents, ...errorResponses(401, 404) },
      },
    },
    () => listAssistantComponents(),
  )

  app.post(
    `${base}/generate/instruction`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        summary: "Generate instructions: the chosen chat model writes the assistant's system prompt",
        params: ZUnikParams,
        body: ZGenerateInstructionsBody,
        response: { 200: ZGeneratedInstructions, ...errorResponses(400, 401, 403, 404, 422, 500, 502, 504) },
      },
    },
    (request) =>
      generateInstructions(deps, {
        unikId: requireMembership(request).unikId,
        body: request.body,
        log: request.log,
      }),
  )

  app.post(
    base,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        summary:
          'Create a custom assistant (and the flow it runs as), or an OpenAI assistant at the provider',
        params: ZUnikParams,
        body: ZAssistantCreateBody,
        response: { 201: ZAssistant, ...errorResponses(400, 401, 403, 404, 502) },
      },
    },
    async (request, reply) => {
      const input = {
        unikId: requireMembership(request).unikId,
        userId: requireUser(request).id,
        body: request.body,
      }
      const assistant =
        input.body.type === 'OPENAI'
          ? await createOpenAIAssistant(deps, input)
          : await createAssistant(db, input)
      return reply.status(201).send(assistant)
    },
  )

  const assistants = unikCrudRoutes(app, { base, tags })
  assistants.list({
    role: 'member',
    item: ZAssistant,
    query: ZAssistantListQuery,
    run: (unikId, query) => listAssistants(db, unikId, query.type),
  })
  assistants.get({ role: 'member', response: ZAssistant, run: (unikId, id) => getAssistant(db, unikId, id) })
  assistants.update({
    role: 'editor',
    body: ZAssistantUpdateBody,
    response: ZAssistant,
    run: (unikId, id, body) => updateAssistant(deps, unikId, id, body),
  })
  app.delete(
    `${base}/:id`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        summary: 'Delete an assistant (`isDeleteBoth=true`: an OpenAI assistant at the provider too)',
        params: ZUnikItemParams,
        querystring: ZAssistantDeleteQuery,
        response: { 204: ZNoContent, ...errorResponses(401, 403, 404, 502) },
      },
    },
    async (request, reply) => {
      const { unikId } = requireMembership(request)
      await deleteAssistant(deps, unikId, request.params.id, request.query.isDeleteBoth)
      return reply.status(204).send(null)
    },
  )
}
