import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZOpenAIAssistantChatAnswer,
  ZOpenAIAssistantChatBody,
  ZOpenAIFileUploadBody,
  ZOpenAIFileUploadResult,
  ZOpenAIRemoteAssistants,
  ZOpenAIRemoteQuery,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { NotFoundError } from '../../errors/app-error'
import { errorResponses } from '../../http/common.schemas'
import { ZUnikItemParams } from '../../http/unik-crud-routes'
import { requireMembership } from '../../plugins/policies'
import { ZUnikParams } from '../uniks/uniks.schemas'
import { findAssistant } from '../assistants/assistants.repository'
import { chatWithOpenAIAssistant } from './openai-assistant-chat'
import { listRemoteAssistants, uploadOpenAIFiles } from './openai-assistants.service'

const tags = ['assistants']
const base = '/uniks/:unikId/assistants'

/**
 * OpenAI assistants beyond their rows (which `/assistants` creates, saves and deletes): files for code
 * interpreter and file search, and chatting (threads and runs) at the OpenAI-compatible provider of
 * the assistant's credential, always through the outbound guard.
 */
export const openaiAssistantsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.post(
    `${base}/openai/files`,
    {
      config: { policy: { unikRole: 'editor' } },
      bodyLimit: deps.config.documentStore.maxFileBytes * 2 + 1024 * 1024,
      schema: {
        tags,
        summary: 'Upload files (base64) for an OpenAI assistant: purpose "assistants"',
        params: ZUnikParams,
        body: ZOpenAIFileUploadBody,
        response: { 200: ZOpenAIFileUploadResult, ...errorResponses(400, 401, 403, 404, 413, 502) },
      },
    },
    (request) => uploadOpenAIFiles(deps, requireMembership(request).unikId, request.body),
  )

  app.get(
    `${base}/openai/remote`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        summary: "The assistants the OpenAI credential's account already has (to load one)",
        params: ZUnikParams,
        querystring: ZOpenAIRemoteQuery,
        response: { 200: ZOpenAIRemoteAssistants, ...errorResponses(400, 401, 403, 404, 502) },
      },
    },
    (request) => listRemoteAssistants(deps, requireMembership(request).unikId, request.query.credential),
  )

  app.post(
    `${base}/:id/chat`,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        summary: "Ask an OpenAI assistant: one turn on its thread (send the answer's threadId to continue)",
        params: ZUnikItemParams,
        body: ZOpenAIAssistantChatBody,
        response: { 200: ZOpenAIAssistantChatAnswer, ...errorResponses(400, 401, 403, 404, 502, 504) },
      },
    },
    async (request) => {
      const { unikId } = requireMembership(request)
      const assistant = await findAssistant(deps.db, unikId, request.params.id)
      if (assistant?.type !== 'OPENAI') throw new NotFoundError('Assistant not found')
      return chatWithOpenAIAssistant(deps, { unikId, assistant, body: request.body, log: request.log })
    },
  )
}
