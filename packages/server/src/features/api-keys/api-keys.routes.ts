import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZApiKey,
  ZApiKeyCreateBody,
  ZApiKeyCreated,
  ZApiKeyImportBody,
  ZApiKeyImportResult,
  ZApiKeyUpdateBody,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses } from '../../http/common.schemas'
import { unikCrudRoutes } from '../../http/unik-crud-routes'
import { requireMembership } from '../../plugins/policies'
import { ZUnikParams } from '../uniks/uniks.schemas'
import { createApiKey, deleteApiKey, importApiKeyFile, listApiKeys, updateApiKey } from './api-keys.service'

const tags = ['api keys']
const BASE = '/uniks/:unikId/apikey'

/**
 * API keys of a unik (flows name one in `apikeyid`). Members see the list (masked keys and usage);
 * admins and owners create, rename, delete and import them, since a key opens the unik's flows to
 * whoever holds it.
 */
export const apiKeysRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps
  const keys = unikCrudRoutes(app, { base: BASE, tags })

  keys.list({ role: 'member', item: ZApiKey, run: (unikId) => listApiKeys(db, unikId) })
  keys.create({
    role: 'admin',
    summary: 'Create a key: the answer shows it in full, this once',
    body: ZApiKeyCreateBody,
    response: ZApiKeyCreated,
    run: (unikId, body) => createApiKey(db, unikId, body),
  })

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
    async (request) => importApiKeyFile(db, requireMembership(request).unikId, request.body),
  )

  keys.update({
    role: 'admin',
    body: ZApiKeyUpdateBody,
    response: ZApiKey,
    run: (unikId, id, body) => updateApiKey(db, unikId, id, body.keyName),
  })
  keys.remove({
    role: 'admin',
    summary: 'Delete a key; flows using it lose it (apikeyid cleared)',
    run: (unikId, id) => deleteApiKey(db, unikId, id),
  })
}
