import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZDocumentLoader,
  ZDocumentStore,
  ZDocumentStoreCreateBody,
  ZDocumentStoreUpdateBody,
  ZLoaderPreview,
  ZLoaderPreviewBody,
  ZLoaderSaveBody,
  ZScrapeLinks,
  ZScrapeLinksBody,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses, ZNoContent } from '../../http/common.schemas'
import { unikCrudRoutes } from '../../http/unik-crud-routes'
import { requireMembership } from '../../plugins/policies'
import { documentChunksRoutes } from './document-chunks.routes'
import { vectorStoreRoutes } from './vector-store.routes'
import { removeStoreVectors } from './vector-store.service'
import { DocumentJobs } from './document-jobs'
import {
  deleteLoader,
  previewLoader,
  processLoader,
  recoverInterruptedLoaders,
  saveLoader,
} from './document-loaders.service'
import { createStore, deleteStore, getStore, listStores, updateStore } from './document-stores.service'
import { scrapeLinks } from './scrape-links'
import { storeApiRoutes } from './store-api.routes'

const tags = ['document-store']
const base = '/uniks/:unikId/document-store'
const ZLoaderParams = z.object({
  unikId: z.string().min(1),
  storeId: z.string().min(1),
  loaderId: z.string().min(1),
})
const ZProcessParams = z.object({ unikId: z.string().min(1), loaderId: z.string().min(1) })
const ZProcessBody = z.object({ storeId: z.string().min(1) })

/**
 * Document stores of a unik (Flowise's `/document-store/*`): members read, editors change. Loader
 * processing runs in the background (`DocumentJobs`); at start, loaders a stopped server left
 * SYNCING are marked STALE so they can be processed again.
 */
export const documentStoresRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps
  const jobs = new DocumentJobs()
  app.addHook('onReady', async () => {
    const n = await recoverInterruptedLoaders(deps)
    if (n > 0) deps.log.warn({ loaders: n }, 'document loaders interrupted by a restart were marked STALE')
  })
  app.addHook('onClose', () => jobs.closeAll())
  const scopeOf = (request: Parameters<typeof requireMembership>[0]) => ({
    unikId: requireMembership(request).unikId,
    log: request.log,
  })
  const fileBodyLimit = deps.config.documentStore.maxFileBytes * 2 + 1024 * 1024

  const stores = unikCrudRoutes(app, { base: `${base}/store`, tags })
  stores.list({ role: 'member', item: ZDocumentStore, run: (unikId) => listStores(db, unikId) })
  stores.create({
    role: 'editor',
    body: ZDocumentStoreCreateBody,
    response: ZDocumentStore,
    run: (unikId, body) => createStore(db, unikId, body),
  })
  stores.get({ role: 'member', response: ZDocumentStore, run: (unikId, id) => getStore(db, unikId, id) })
  stores.update({
    role: 'editor',
    body: ZDocumentStoreUpdateBody,
    response: ZDocumentStore,
    run: (unikId, id, body) => updateStore(db, unikId, id, body),
  })
  stores.remove({
    role: 'editor',
    async run(unikId, id) {
      const store = await getStore(db, unikId, id)
      await deleteStore(db, unikId, id)
      await removeStoreVectors(deps, store)
    },
  })

  app.post(
    `${base}/loader/preview`,
    {
      bodyLimit: fileBodyLimit,
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        summary: 'The first chunks a loader would make, before saving it',
        body: ZLoaderPreviewBody.extend({ loaderId: z.string().optional() }),
        response: { 200: ZLoaderPreview, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) => previewLoader(deps, scopeOf(request), request.body),
  )

  app.post(
    `${base}/loader/save`,
    {
      bodyLimit: fileBodyLimit,
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        summary: 'Add a loader to a store, or change one (status NEW until processed)',
        body: ZLoaderSaveBody,
        response: { 200: ZDocumentLoader, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request) => saveLoader(deps, scopeOf(request), request.body, jobs),
  )

  app.post(
    `${base}/loader/process/:loaderId`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        summary: 'Process a loader in the background (SYNCING with progress, then SYNC)',
        params: ZProcessParams,
        body: ZProcessBody,
        response: { 202: ZDocumentLoader, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const ids = { storeId: request.body.storeId, loaderId: request.params.loaderId }
      return reply.status(202).send(await processLoader(deps, scopeOf(request), ids, jobs))
    },
  )

  app.delete(
    `${base}/loader/:storeId/:loaderId`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        params: ZLoaderParams,
        response: { 204: ZNoContent, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deleteLoader(deps, scopeOf(request).unikId, request.params, jobs)
      return reply.status(204).send(null)
    },
  )

  app.post(
    `${base}/loader/scrape-links`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        summary: "A page's same-site links, fetched through the outbound guard",
        body: ZScrapeLinksBody,
        response: { 200: ZScrapeLinks, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => scrapeLinks(deps, request.body),
  )

  await app.register(documentChunksRoutes, { deps })
  await app.register(vectorStoreRoutes, { deps })
  await app.register(storeApiRoutes, { deps, jobs })
}
