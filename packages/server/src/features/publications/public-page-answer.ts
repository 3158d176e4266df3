import type { FastifyReply } from 'fastify'
import { AppError } from '../../errors/app-error'
import type { AppDeps } from '../../deps'
import { failurePage, type FailureKind } from './failure-page'
import { publicationPagePath } from '@unikflow/graph'
import { findPublicVersion, pageOfVersion, publicVersionTitle, type PageBody } from './public-page.service'
import { framePage, scenePageHeaders } from './scene-page'

type PageAnswer = { statusCode: number; headers: Record<string, string>; body: PageBody }

/**
 * `/p/{flowId}[/v/{n}]` as a page, whatever happens: the scene, or a page saying 'Failed to load AR
 * scene' (404: private, unpublished, unknown) or 'Failed to generate AR scene' (422: the flow's scene
 * no longer builds). Pages are HTML for people, so failures are pages too, not the API's JSON errors.
 * An AR.js scene is shown in a frame page (`view: 'page'`) that opens the camera for it, the sandboxed
 * scene itself being at `…/scene` (`view: 'scene'`); other scenes need no camera and are the page.
 */
export async function answerPublicPage(
  deps: AppDeps,
  request: { flowId: string; version: string | undefined; language: 'en' | 'ru'; view: 'page' | 'scene' },
): Promise<PageAnswer> {
  const failure = (statusCode: number, kind: FailureKind): PageAnswer => ({
    statusCode,
    headers: { 'cache-control': 'no-store' },
    body: { html: failurePage(kind, request.language) },
  })
  const version = request.version === undefined ? undefined : Number(request.version)
  if (version !== undefined && !(Number.isInteger(version) && version > 0)) return failure(404, 'load')
  const found = await findPublicVersion(deps, request.flowId, version)
  if (!found) return failure(404, 'load')
  if (found.technology === 'arjs' && request.view === 'page') {
    const frame = framePage({
      title: publicVersionTitle(found),
      language: request.language,
      sceneUrl: `${publicationPagePath(request.flowId, version)}/scene`,
    })
    return {
      statusCode: 200,
      headers: { ...frame.headers, 'cache-control': 'no-cache' },
      body: { html: frame.html },
    }
  }
  let body: PageBody
  try {
    body = await pageOfVersion(deps, found, version !== undefined)
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 422) return failure(422, 'generate')
    throw error
  }
  const headers =
    'html' in body
      ? scenePageHeaders(body.html, found.technology)
      : await deps.publications.pages.headersOf(body.fileName, (html) =>
          scenePageHeaders(html, found.technology),
        )
  return { statusCode: 200, headers: { ...headers, 'cache-control': 'no-cache' }, body }
}

export function sendPage(reply: FastifyReply, answer: PageAnswer): FastifyReply {
  reply.status(answer.statusCode).headers(answer.headers).type('text/html; charset=utf-8')
  if ('html' in answer.body) return reply.send(answer.body.html)
  reply.header('content-length', answer.body.file.size)
  return reply.send(answer.body.file.stream)
}
