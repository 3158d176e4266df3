import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZDocumentStore,
  ZUpsertHistoryItem,
  ZUpsertResult,
  ZVectorConfigBody,
  ZVectorQueryBody,
  ZVectorQueryResult,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses } from '../../http/common.schemas'
import { requireMembership } from '../../plugins/policies'
import { getStore } from './document-stores.service'
import { listUpsertHistory } from './vector-records.repository'
import { queryStore, saveVectorConfig, upsertStore } from './vector-store.service'

const tags = ['document-store']
const base = '/uniks/:unikId/document-store'
const ZStoreBody = z.object({ storeId: z.string().min(1) })
const ZHistoryParams = z.object({ unikId: z.string().min(1), storeId: z.string().min(1) })

/** Vector store of a document store: configuration, upsert (with counts and history), retrieval test. */
export const vectorStoreRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const scopeOf = (request: Parameters<typeof requireMembership>[0]) => ({
    unikId: requireMembership(request).unikId,
    log: request.log,
  })

  app.post(
    `${base}/vectorstore/save`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        summary: 'Save the embeddings, vector store and record manager of a store',
        body: ZVectorConfigBody,
        response: { 200: ZDocumentStore, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => saveVectorConfig(deps, scopeOf(request).unikId, request.body),
  )

  app.post(
    `${base}/vectorstore/insert`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        summary: 'Upsert the store’s chunks into its vector store (added / updated / skipped / deleted)',
        body: ZStoreBody,
        response: { 200: ZUpsertResult, ...errorResponses(400, 401, 403, 404, 409, 502, 503) },
      },
    },
    async (request) => upsertStore(deps, scopeOf(request), request.body.storeId),
  )

  app.post(
    `${base}/vectorstore/query`,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        summary: 'Retrieval test: the chunks nearest a query, with scores',
        body: ZVectorQueryBody,
        response: { 200: ZVectorQueryResult, ...errorResponses(400, 401, 404, 502, 503) },
      },
    },
    async (request) => queryStore(deps, scopeOf(request), request.body),
  )

  app.get(
    `${base}/history/:storeId`,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        summary: 'Upsert history of a store, newest first',
        params: ZHistoryParams,
        response: { 200: z.array(ZUpsertHistoryItem), ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const { unikId } = scopeOf(request)
      await getStore(deps.db, unikId, request.params.storeId)
      return listUpsertHistory(deps.db, unikId, request.params.storeId)
    },
  )
}
