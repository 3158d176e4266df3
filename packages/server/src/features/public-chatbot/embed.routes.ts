import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { NotFoundError } from '../../errors/app-error'
import { etagOf, isNotModified } from '../../http/etag'

/**
 * `/embed/web.js`: the chat widget bundle (built by packages/embed) for third-party pages, with
 * `Access-Control-Allow-Origin: *` (module scripts load in CORS mode). Read when it changes on disk,
 * so a rebuilt widget is served without a restart; revalidated by ETag after five minutes.
 */
export async function embedRoutes(app: FastifyInstance, options: { embedDistDir: string }): Promise<void> {
  const file = join(options.embedDistDir, 'web.js')
  let cached: { mtimeMs: number; body: Buffer; etag: string } | undefined

  async function load() {
    const info = await stat(file).catch(() => undefined)
    if (!info?.isFile()) return undefined
    if (cached?.mtimeMs !== info.mtimeMs) {
      const body = await readFile(file)
      cached = { mtimeMs: info.mtimeMs, body, etag: etagOf(body) }
    }
    return cached
  }

  app.get(
    '/embed/web.js',
    { config: { policy: 'public' }, schema: { hide: true } },
    async (request, reply) => {
      const bundle = await load()
      if (!bundle) throw new NotFoundError('The chat widget is not built (packages/embed/dist/web.js)')
      reply
        .header('access-control-allow-origin', '*')
        .header('cache-control', 'public, max-age=300')
        .header('etag', bundle.etag)
        .type('application/javascript; charset=utf-8')
      if (isNotModified(request, bundle.etag)) return reply.status(304).send()
      return reply.send(bundle.body)
    },
  )
}
