import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZExportBody, ZExportBundle, ZImportFile, ZImportResult } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses } from '../../http/common.schemas'
import { requireMembership, requireUser } from '../../plugins/policies'
import { ZUnikParams } from '../uniks/uniks.schemas'
import { exportData } from './export-data'
import { importData } from './import-data'

const tags = ['export-import']
const BASE = '/uniks/:unikId/export-import'
/** An export holds every flow of a unik: allow more than one flow's body limit. */
const IMPORT_BODY_LIMIT = 64 * 1024 * 1024

/**
 * Export of a unik's flows, tools, variables and assistants as one file (members: it holds nothing a
 * member cannot read, and no secrets), and import of such a file, or Flowise's, by editors.
 */
export const exportImportRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps

  app.post(
    `${BASE}/export`,
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        summary: 'Export the chosen kinds (flags chatflow, agentflow, tool, variable, assistant), sanitized',
        params: ZUnikParams,
        body: ZExportBody,
        response: { 200: ZExportBundle, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => exportData(db, requireMembership(request).unikId, request.body),
  )

  app.post(
    `${BASE}/import`,
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { policy: { unikRole: 'editor' } },
      schema: {
        tags,
        summary: 'Import an export file (ours or Flowise 2.x/3.x) in one transaction',
        params: ZUnikParams,
        body: ZImportFile,
        response: { 200: ZImportResult, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request) =>
      importData(db, deps.config, {
        unikId: requireMembership(request).unikId,
        userId: requireUser(request).id,
        file: request.body,
        keyring: deps.keyring,
      }),
  )
}
