import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZApiKey,
  ZApiKeyCreateBody,
  ZApiKeyCreated,
  ZApiKeyImportBody,
  ZApiKeyImportResult,
  ZApiKeyUpdateBody,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses, ZNoContent } from '../../http/common.schemas'
import { requireMembership } from '../../plugins/policies'
import { ZUnikParams } from '../uniks/uniks.schemas'
import { createApiKey, deleteApiKey, importApiKeyFile, listApiKeys, updateApiKey } from './api-keys.service'

const tags = ['api keys']
const BASE = '/uniks/:unikId/apikey'
const ZParams = z.object({ unikId: z.string().min(1), id: z.string().min(1) })

/**
 * API keys of a unik (flows name one in `apikeyid`). Members see the list (masked keys and usage);
 * admins and owners create, rename, delete and import them, since a key opens the unik's flows to
 * whoever holds it.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps
  const unikOf = (request: Parameters<typeof requireMembership>[0]) => requireMembership(request).unikId

  app.get(
    BASE,
    {
      config: { policy: { unikRole: 'member' } },
      schema: { tags, params: ZUnikParams, response: { 200: z.array(ZApiKey), ...errorResponses(401, 404) } },
    },
    async (request) => listApiKeys(db, unikOf(request)),
  )

  app.post(
    BASE,
    {
      config: { policy: { unikRole: 'admin' } },
      schema: {
        tags,
        summary: 'Create a key: the answer shows it in full, this once',
        params: ZUnikParams,
        body: ZApiKeyCreateBody,
        response: { 201: ZApiKeyCreated, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => reply.status(201).send(await createApiKey(db, unikOf(request), request.body)),
  )

  app.post(
    `${BASE}/import`,
    {
      bodyLimit: 8 * 1024 * 1024,
      config: { policy: { unikRole: 'admin' } },
      schema: {
        tags,
        summary: "Import Flowise's api.json (importMode addNew | replaceIfExist | errorIfExist)",
        params: ZUnikParams,
        body: ZApiKeyImportBody,
        response: { 200: ZApiKeyImportResult, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => importApiKeyFile(db, unikOf(request), request.body),
  )

  app.put(
    `${BASE}/:id`,
    {
      config: { policy: { unikRole: 'admin' } },
      schema: {
        tags,
        params: ZParams,
        body: ZApiKeyUpdateBody,
        response: { 200: ZApiKey, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateApiKey(db, unikOf(request), request.params.id, request.body.keyName),
  )

  app.delete(
    `${BASE}/:id`,
    {
      config: { policy: { unikRole: 'admin' } },
      schema: {
        tags,
        summary: 'Delete a key; flows using it lose it (apikeyid cleared)',
        params: ZParams,
        response: { 204: ZNoContent, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteApiKey(db, unikOf(request), request.params.id)
      return reply.status(204).send(null)
    },
  )
}
