import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZChunkPage, ZChunkPageQuery, ZChunkUpdateBody, ZDocumentChunk } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses, ZNoContent } from '../../http/common.schemas'
import { requireMembership } from '../../plugins/policies'
import { deleteChunk, listChunks, updateChunk } from './document-chunks.service'

const tags = ['document-store']
const base = '/uniks/:unikId/document-store/chunks/:storeId/:loaderId'
const ZChunksParams = z.object({
  unikId: z.string().min(1),
  storeId: z.string().min(1),
  loaderId: z.string().min(1),
})
const ZChunkParams = ZChunksParams.extend({ chunkId: z.string().min(1) })

/** The chunks of a loader: paged and searchable for members, editable and deletable by editors. */
export const documentChunksRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps
  const unikOf = (request: Parameters<typeof requireMembership>[0]) => requireMembership(request).unikId

  app.get(
    base,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        params: ZChunksParams,
        querystring: ZChunkPageQuery,
        response: { 200: ZChunkPage, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listChunks(db, unikOf(request), request.params, request.query),
  )

  app.put(
    `${base}/:chunkId`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        params: ZChunkParams,
        body: ZChunkUpdateBody,
        response: { 200: ZDocumentChunk, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updateChunk(db, unikOf(request), request.params, request.body),
  )

  app.delete(
    `${base}/:chunkId`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        params: ZChunkParams,
        response: { 204: ZNoContent, ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deleteChunk(db, unikOf(request), request.params)
      return reply.status(204).send(null)
    },
  )
}
