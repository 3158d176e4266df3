import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZComponentCredential,
  ZPublicNodeDescriptor,
  ZNodeLoadMethodBody,
  ZNodeOption,
  toPublicNodeDescriptor,
} from '@unikflow/graph'
import { errorResponses } from '../../http/common.schemas'
import { isNotModified } from '../../http/etag'
import { sendCompressedJson } from '../../http/send-compressed-json'
import { sendRaw } from '../../http/send-raw'
import {
  findComponentCredential,
  findNodeDescriptor,
  getNodeCatalogue,
  listComponentCredentials,
} from './node-catalogue'
import { getNodeIcon } from './node-icons'
import { runLoadMethod } from './load-methods'
import { withSavedFlowNodes } from './saved-flow-nodes'
import { unikOptionSource } from './unik-option-source'
import type { AppDeps } from '../../deps'

const tags = ['nodes']
const ZNameParams = z.object({ name: z.string().min(1).max(100) })
const ZUnikNodeParams = ZNameParams.extend({ unikId: z.string() })
const ZNotModified = z.null().describe('Not modified (ETag matched)')
const ZSvg = z.string().describe('The SVG document (image/svg+xml)')
const ICON_CACHE_CONTROL = 'public, max-age=604800, stale-while-revalidate=86400'

/** The node catalogue: palette list, one node, icons, `asyncOptions` loaders, credential kinds. */
export const nodesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/nodes',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags,
        response: { 200: z.array(ZPublicNodeDescriptor), 304: ZNotModified, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const { json, etag } = await getNodeCatalogue()
      // Revalidated on every use: a new server version may ship other nodes under the same URL.
      reply.header('etag', etag).header('cache-control', 'private, no-cache')
      if (isNotModified(request, etag)) return reply.status(304).send(null)
      return sendCompressedJson(request, reply, json)
    },
  )

  app.get(
    '/nodes/:name',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags,
        params: ZNameParams,
        response: { 200: ZPublicNodeDescriptor, ...errorResponses(401, 404) },
      },
    },
    async (request) => toPublicNodeDescriptor(await findNodeDescriptor(request.params.name)),
  )

  app.get(
    '/node-icon/:name',
    {
      // Icons are our own static SVGs and hold no user data; <img> tags cannot send a bearer token.
      config: { policy: 'public' },
      schema: {
        tags,
        params: ZNameParams,
        response: { 200: ZSvg, 304: ZNotModified, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { svg, etag } = await getNodeIcon(request.params.name)
      reply
        .header('etag', etag)
        .header('cache-control', ICON_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        // An SVG opened directly is a document: it may not run scripts or load anything.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      if (isNotModified(request, etag)) return reply.status(304).send(null)
      return sendRaw(reply, 'image/svg+xml', svg)
    },
  )

  app.post(
    '/node-load-method/:name',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags,
        params: ZNameParams,
        body: ZNodeLoadMethodBody,
        response: { 200: z.array(ZNodeOption), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => runLoadMethod(await findNodeDescriptor(request.params.name), request.body),
  )

  app.post(
    '/uniks/:unikId/node-load-method/:name',
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        params: ZUnikNodeParams,
        body: ZNodeLoadMethodBody,
        response: { 200: z.array(ZNodeOption), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) =>
      runLoadMethod(
        await findNodeDescriptor(request.params.name),
        await withSavedFlowNodes(deps.db, request.params.unikId, request.body),
        unikOptionSource(deps.db, request.params.unikId),
      ),
  )

  app.get(
    '/components-credentials',
    {
      config: { policy: 'authenticated' },
      schema: { tags, response: { 200: z.array(ZComponentCredential), ...errorResponses(401) } },
    },
    async () => listComponentCredentials(),
  )

  app.get(
    '/components-credentials/:name',
    {
      config: { policy: 'authenticated' },
      schema: {
        tags,
        params: ZNameParams,
        response: { 200: ZComponentCredential, ...errorResponses(401, 404) },
      },
    },
    async (request) => findComponentCredential(request.params.name),
  )
}
