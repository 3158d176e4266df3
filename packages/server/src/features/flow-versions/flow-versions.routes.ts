import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  ZChatflow,
  ZFlowHistorySettings,
  ZFlowVersion,
  ZFlowVersionParams,
  ZFlowVersionRestoreBody,
  ZFlowVersionSummary,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses } from '../../http/common.schemas'
import { requireMembership, requireUser } from '../../plugins/policies'
import { ZChatflowParams } from '../chatflows/chatflows.schemas'
import { withSecretsMasked } from '../flow-secrets/flow-secrets'
import { ZUnikParams } from '../uniks/uniks.schemas'
import { historyRetention, setHistoryRetention } from './flow-versions.repository'
import { getVersion, listVersions, restoreVersion } from './flow-versions.service'

const tags = ['flow history']
const VERSIONS = '/uniks/:unikId/chatflows/:id/versions'

/** Version history of a flow (every save of its graph) and the unik's retention setting. */
export const flowVersionsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps

  app.get(
    VERSIONS,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        summary: 'Saved versions of a flow, newest first (who, when, node and edge counts)',
        params: ZChatflowParams,
        response: { 200: ZFlowVersionSummary.array(), ...errorResponses(401, 404) },
      },
    },
    async (request) => listVersions(db, { unikId: requireMembership(request).unikId, id: request.params.id }),
  )

  app.get(
    `${VERSIONS}/:versionId`,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        summary: 'One saved version with its graph',
        params: ZFlowVersionParams,
        response: { 200: ZFlowVersion, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      withSecretsMasked(
        await getVersion(db, {
          unikId: requireMembership(request).unikId,
          id: request.params.id,
          versionId: request.params.versionId,
        }),
      ),
  )

  app.post(
    `${VERSIONS}/:versionId/restore`,
    {
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        summary: "Restore a version: its graph is saved as a new version over `version` (the client's)",
        params: ZFlowVersionParams,
        body: ZFlowVersionRestoreBody,
        response: { 200: ZChatflow, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      withSecretsMasked(
        await restoreVersion(db, {
          unikId: requireMembership(request).unikId,
          id: request.params.id,
          versionId: request.params.versionId,
          userId: requireUser(request).id,
          currentVersion: request.body.version,
        }),
      ),
  )

  app.get(
    '/uniks/:unikId/flow-history',
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        summary: 'How many versions of each flow the unik keeps',
        params: ZUnikParams,
        response: { 200: ZFlowHistorySettings, ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ retention: await historyRetention(db, requireMembership(request).unikId) }),
  )

  app.put(
    '/uniks/:unikId/flow-history',
    {
      config: { policy: { unikRole: 'admin' } },
      schema: {
        tags,
        summary: 'Set how many versions of each flow the unik keeps (older ones go at the next save)',
        params: ZUnikParams,
        body: ZFlowHistorySettings,
        response: { 200: ZFlowHistorySettings, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await setHistoryRetention(db, requireMembership(request).unikId, request.body.retention)
      return request.body
    },
  )
}
