import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { ZCatalogueTextLanguage, ZCatalogueTexts } from '@unikflow/graph'
import { errorResponses } from '../../http/common.schemas'
import { isNotModified } from '../../http/etag'
import { sendRaw } from '../../http/send-raw'
import { getCatalogueTexts } from './catalogue-texts.service'

const tags = ['nodes']

/** The catalogue's texts in a language (English text → translation), for the browser to show. */
export const catalogueTextsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/catalogue-texts/:language',
    {
      // The product's own texts, the same for everyone: loaded with the interface's translation files.
      config: { policy: 'public' },
      schema: {
        tags,
        params: z.object({ language: ZCatalogueTextLanguage }),
        response: {
          200: ZCatalogueTexts,
          304: z.null().describe('Not modified (ETag matched)'),
          ...errorResponses(400),
        },
      },
    },
    async (request, reply) => {
      const { body, etag } = await getCatalogueTexts(request.params.language)
      // Revalidated on every use: a new server version may ship other texts under the same URL.
      reply.header('etag', etag).header('cache-control', 'public, no-cache')
      if (isNotModified(request, etag)) return reply.status(304).send(null)
      return sendRaw(reply, 'application/json; charset=utf-8', body)
    },
  )
}
