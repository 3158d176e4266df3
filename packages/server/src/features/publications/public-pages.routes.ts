import type { FastifyInstance } from 'fastify'
import { z } from 'zod'
import type { AppDeps } from '../../deps'
import { pageLanguage } from './failure-page'
import { answerPublicPage, sendPage } from './public-page-answer'

const ZPageParams = z.object({ id: z.string().min(1).max(200), version: z.string().max(20).optional() })

/**
 * `/p/{flowId}` (the latest version of the flow's public AR/3D publication) and `/p/{flowId}/v/{n}` (one
 * pinned version): open to anyone, embeddable in other sites (security-headers), a failure page otherwise.
 * `…/scene`: the sandboxed scene document an AR.js page frames (for other technologies, the page itself).
 */
export async function publicPagesRoutes(app: FastifyInstance, options: { deps: AppDeps }): Promise<void> {
  const { deps } = options
  const routes: ReadonlyArray<{ url: string; view: 'page' | 'scene' }> = [
    { url: '/p/:id', view: 'page' },
    { url: '/p/:id/v/:version', view: 'page' },
    { url: '/p/:id/scene', view: 'scene' },
    { url: '/p/:id/v/:version/scene', view: 'scene' },
  ]
  for (const { url, view } of routes)
    app.get(url, { config: { policy: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const params = ZPageParams.safeParse(request.params)
      const answer = await answerPublicPage(deps, {
        // An id no flow can have still gets the page, not an API error.
        flowId: params.success ? params.data.id : '',
        version: params.success ? params.data.version : '0',
        language: pageLanguage(request.headers['accept-language']),
        view,
      })
      return sendPage(reply, answer)
    })
}
