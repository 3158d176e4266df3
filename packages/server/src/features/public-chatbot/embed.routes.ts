import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { NotFoundError } from '../../errors/app-error'
import { etagOf, isNotModified } from '../../http/etag'

const ENTRY = 'web.js'
/** A file name the widget build writes: no path separators, no `..`. */
const FILE_NAME = /^[A-Za-z0-9][\w-]*(?:\.[\w-]+)*\.js$/

interface CachedFile {
  mtimeMs: number
  body: Buffer
  etag: string
}

/**
 * `/embed/web.js`: the chat widget bundle (built by packages/embed) for third-party pages, and
 * `/embed/<chunk>.js`: the parts it imports on demand (DOMPurify, for flows that render HTML), both with
 * `Access-Control-Allow-Origin: *` (module scripts load in CORS mode). Only `.js` files directly in the
 * embed dist directory are served. A file is read again when it changes on disk, so a rebuilt widget is
 * served without a restart; web.js is revalidated by ETag after five minutes, chunks (content-hashed
 * names) are cached for good.
 */
export const embedRoutes: FastifyPluginAsyncZod<{ embedDistDir: string }> = async (app, options) => {
  const cache = new Map<string, CachedFile>()

  async function load(name: string): Promise<CachedFile | undefined> {
    const path = join(options.embedDistDir, name)
    const info = await stat(path).catch(() => undefined)
    if (!info?.isFile()) return undefined
    const cached = cache.get(name)
    if (cached?.mtimeMs === info.mtimeMs) return cached
    const body = await readFile(path)
    const fresh = { mtimeMs: info.mtimeMs, body, etag: etagOf(body) }
    cache.set(name, fresh)
    return fresh
  }

  app.get(
    '/embed/:file',
    { config: { policy: 'public' }, schema: { hide: true, params: z.object({ file: z.string() }) } },
    async (request, reply) => {
      const name = request.params.file
      const file = FILE_NAME.test(name) ? await load(name) : undefined
      if (!file)
        throw new NotFoundError(
          name === ENTRY ? 'The chat widget is not built (packages/embed/dist/web.js)' : 'Not found',
        )
      reply
        .header('access-control-allow-origin', '*')
        .header(
          'cache-control',
          name === ENTRY ? 'public, max-age=300' : 'public, max-age=31536000, immutable',
        )
        .header('etag', file.etag)
        .type('application/javascript; charset=utf-8')
      if (isNotModified(request, file.etag)) return reply.status(304).send()
      return reply.send(file.body)
    },
  )
}
