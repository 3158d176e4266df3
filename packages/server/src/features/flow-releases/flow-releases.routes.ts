import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZFlowRelease,
  ZFlowReleaseBody,
  ZFlowReleaseParams,
  ZFlowReleaseSettingsBody,
  ZFlowReleases,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses } from '../../http/common.schemas'
import { requireMembership, requireUser } from '../../plugins/policies'
import { ZChatflowParams } from '../chatflows/chatflows.schemas'
import { getReleases, releaseVersion, rollbackTo, setReleaseExplicitly } from './flow-releases.service'

const tags = ['flow releases']
const RELEASES = '/uniks/:unikId/chatflows/:id/releases'

/** A flow's releases: the saved versions served outside the canvas when it releases changes explicitly. */
export const flowReleasesRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps

  app.get(
    RELEASES,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        summary:
          'Whether the flow releases changes explicitly, its live release and its releases, newest first',
        params: ZChatflowParams,
        response: { 200: ZFlowReleases, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      getReleases(db, { unikId: requireMembership(request).unikId, flowId: request.params.id }),
  )

  app.put(
    `${RELEASES}/settings`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        summary:
          'Release changes explicitly (on: canvas saves are a draft, the first switch releases the current save) or not (every save is live)',
        params: ZChatflowParams,
        body: ZFlowReleaseSettingsBody,
        response: { 200: ZFlowReleases, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      setReleaseExplicitly(db, {
        unikId: requireMembership(request).unikId,
        flowId: request.params.id,
        userId: requireUser(request).id,
        releaseExplicitly: request.body.releaseExplicitly,
      }),
  )

  app.post(
    RELEASES,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        summary:
          'Release a saved version (the newest save when `version` is left out) with a note: it is live at once',
        params: ZChatflowParams,
        body: ZFlowReleaseBody,
        response: { 201: ZFlowRelease, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const made = await releaseVersion(db, {
        unikId: requireMembership(request).unikId,
        flowId: request.params.id,
        userId: requireUser(request).id,
        version: request.body.version,
        note: request.body.note,
      })
      return reply.code(201).send(made)
    },
  )

  app.post(
    `${RELEASES}/:release/rollback`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        summary: 'Make an earlier release live again, at once (the draft is left as it is)',
        params: ZFlowReleaseParams,
        response: { 200: ZFlowReleases, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      rollbackTo(db, {
        unikId: requireMembership(request).unikId,
        flowId: request.params.id,
        release: request.params.release,
      }),
  )
}
