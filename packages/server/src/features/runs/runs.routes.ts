import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZDatasetRow,
  ZRunReplay,
  ZRunToDatasetBody,
  ZUnikRunDetail,
  ZUnikRunPage,
  ZUnikRunParams,
  ZUnikRunQuery,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses } from '../../http/common.schemas'
import { requireMembership } from '../../plugins/policies'
import { abortOnDisconnect } from '../prediction/respond-prediction'
import { addRunToDataset, getRun, listRuns, replayRun } from './runs.service'

const tags = ['runs']
const ZUnikParams = z.object({ unikId: z.string() })
const reader = { policy: { unikRole: 'member' as const, apiKey: true } }

/**
 * The Runs page: every run of a unik's flows (canvas, API, embed, OpenAI-compatible, MCP, evaluations,
 * replays), one run's trace, a run's question replayed against its flow's draft, a run added to a dataset.
 * Members read and replay (as the canvas chat runs the draft); editors change datasets.
 */
export const runsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps
  const unik = (request: Parameters<typeof requireMembership>[0]) => ({
    unikId: requireMembership(request).unikId,
  })

  app.get(
    '/uniks/:unikId/runs',
    {
      config: reader,
      schema: {
        tags,
        summary: "The unik's runs, newest first: by flow, release, source, status and time",
        params: ZUnikParams,
        querystring: ZUnikRunQuery,
        response: { 200: ZUnikRunPage, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => listRuns(db, unik(request), request.query),
  )
  app.get(
    '/uniks/:unikId/runs/:runId',
    {
      config: reader,
      schema: {
        tags,
        summary: 'One run with its node-by-node trace, question and answer',
        params: ZUnikRunParams,
        response: { 200: ZUnikRunDetail, ...errorResponses(401, 404) },
      },
    },
    async (request) => getRun(db, unik(request), request.params.runId),
  )
  app.post(
    '/uniks/:unikId/runs/:runId/replay',
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags,
        summary: "Ask the run's question again of its flow's draft: both answers",
        params: ZUnikRunParams,
        response: { 200: ZRunReplay, ...errorResponses(400, 401, 404) },
      },
    },
    async (request, reply) =>
      replayRun(
        deps,
        { ...unik(request), log: request.log, signal: abortOnDisconnect(reply) },
        request.params.runId,
      ),
  )
  app.post(
    '/uniks/:unikId/runs/:runId/dataset-rows',
    {
      config: { policy: { unikRole: 'editor', apiKey: true } },
      schema: {
        tags,
        summary: "Add the run's question and answer to a dataset as a row",
        params: ZUnikRunParams,
        body: ZRunToDatasetBody,
        response: { 200: ZDatasetRow, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => addRunToDataset(db, unik(request), request.params.runId, request.body),
  )
}
