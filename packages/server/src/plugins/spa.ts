import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { ErrorCodes } from '@unikflow/graph'
import { publicScope } from './policies'

/**
 * Serves the built web app when its folder exists. Any GET outside /api that matches no file gets
 * index.html (client-side routing); everything else unknown is a JSON 404.
 */
export async function registerSpa(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = join(webDistDir, 'index.html')
  const hasSpa = existsSync(indexFile)
  if (hasSpa) {
    const { default: fastifyStatic } = await import('@fastify/static')
    publicScope(app, async (scope) => {
      // Hashed build assets never change; the HTML that names them must always be revalidated. An immutable
      // asset is never revalidated either, so it goes without the validators (etag, last-modified): ~70 bytes
      // less of each of the ~40 responses of a first page.
      scope.addHook('onSend', async (request, reply) => {
        const immutable = request.url.startsWith('/assets/') && reply.statusCode === 200
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        if (immutable) reply.removeHeader('etag').removeHeader('last-modified')
      })
      await scope.register(fastifyStatic, {
        root: webDistDir,
        index: ['index.html'],
        // One route per built file, listed once at start: a wildcard route checks each request's spelling
        // against a listing of its folder (~480 files under /assets), which made a static file cost 3–4× a
        // ping in server CPU. The build does not change under a running server.
        wildcard: false,
        cacheControl: false,
        // The web build writes .br and .gz beside each asset (packages/web/scripts/precompress.mjs).
        preCompressed: true,
      })
    })
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/api(\/|$)/.test(path)
    if (hasSpa && isPage) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(await readFile(indexFile))
    }
    return reply.status(404).send({
      statusCode: 404,
      code: ErrorCodes.NotFound,
      error: 'Not Found',
      message: `Route ${request.method} ${path} not found`,
    })
  })
}
