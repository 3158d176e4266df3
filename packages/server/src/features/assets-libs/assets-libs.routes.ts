import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { LIBRARY_FILES } from '@unikflow/updl'
import { z } from 'zod'
import { NotFoundError } from '../../errors/app-error'
import { libraryFilePath } from './library-file-path'

const TYPES: Record<string, string> = {
  js: 'application/javascript; charset=utf-8',
  dat: 'application/octet-stream',
}

const files = new Map(LIBRARY_FILES.map((file) => [file.urlPath, file]))

/**
 * `/assets/libs/<urlPath>`: the 3D/AR libraries and marker files published pages load (LIBRARY_FILES
 * of @unikflow/updl), read from their npm packages — nothing else is reachable here. Paths carry the
 * version, so browsers may keep them for good; CORS `*` so exported pages on other sites can load them.
 */
export const assetsLibsRoutes: FastifyPluginAsyncZod = async (app) => {
  const paths = new Map<string, string | undefined>()
  app.get(
    '/assets/libs/*',
    {
      config: { policy: 'public' },
      schema: { hide: true, params: z.object({ '*': z.string() }) },
    },
    async (request, reply) => {
      const urlPath = request.params['*']
      const file = files.get(urlPath)
      // Installed packages do not move while the server runs: each listed file is looked up on disk once.
      if (file && !paths.has(urlPath)) paths.set(urlPath, libraryFilePath(file))
      const path = file && paths.get(urlPath)
      if (!path) throw new NotFoundError('No such library file')
      const info = await stat(path)
      const ext = path.slice(path.lastIndexOf('.') + 1)
      reply
        .header('access-control-allow-origin', '*')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-length', info.size)
        .type(TYPES[ext] ?? 'text/plain; charset=utf-8')
      return reply.send(createReadStream(path))
    },
  )
}
