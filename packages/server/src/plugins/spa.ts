import { existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { ErrorCodes } from '@unikflow/graph'
import { publicScope } from './policies'
import { setPagePolicy } from './security-headers'

/**
 * Serves the built web app when its folder exists. Any GET outside /api and /assets that matches no file
 * gets index.html (client-side routing); everything else unknown is a JSON 404.
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
        wildcard: true,
        cacheControl: false,
        // The web build writes .br and .gz beside each asset (packages/web/scripts/precompress.mjs).
        preCompressed: true,
        // Called for the file's 200 and for its 304: the revalidated shell must keep the app's policy.
        setHeaders: (reply, path) => {
          if (path.endsWith('.html')) setPagePolicy(reply, reply.request.url)
        },
      })
      // The hashed build files, by exact name from a listing of their folder read once (the build does not
      // change under a running server). The wildcard route above checks every request's spelling against a
      // fresh listing of the folder (~470 files): a static file cost 3–4× a ping in server CPU. One route
      // per file instead (wildcard: false) lists the whole build at start, ~100 ms more to every start.
      let assetNames: Promise<Set<string>> | undefined
      scope.get<{ Params: { file: string } }>('/assets/:file', async (request, reply) => {
        assetNames ??= readdir(join(webDistDir, 'assets')).then((names) => new Set(names))
        if (!(await assetNames).has(request.params.file)) return reply.callNotFound()
        return reply.sendFile(`assets/${request.params.file}`)
      })
    })
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    // A built file that does not exist is a 404, not the app's page: a script or style asked for by an
    // older page would otherwise get HTML back, cached as an immutable asset for a year.
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|assets)(\/|$)/.test(path)
    if (hasSpa && isPage) {
      setPagePolicy(reply, request.url)
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
