import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  ZEvaluation,
  ZEvaluationBody,
  ZEvaluationCompareQuery,
  ZEvaluationComparison,
  ZEvaluationGate,
  ZEvaluationGateParams,
  ZEvaluationParams,
  ZEvaluationWithResults,
} from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses } from '../../http/common.schemas'
import { requireMembership } from '../../plugins/policies'
import { NotFoundError } from '../../errors/app-error'
import { findGate, setGate } from './evaluation-gate'
import { EvaluationRuns } from './evaluation-runner'
import { deleteEvaluation, listEvaluations } from './evaluations.repository'
import { cancelEvaluation, compareEvaluations, getEvaluation, startEvaluation } from './evaluations.service'

const tags = ['evaluations']
const ZUnikParams = z.object({ unikId: z.string() })
// API keys of the unik are let in, so that a CI pipeline (`unikflow eval`) can start and read runs.
const reader = { policy: { unikRole: 'member' as const, apiKey: true } }
const editor = { policy: { unikRole: 'editor' as const, apiKey: true } }

/**
 * Evaluations of a unik (Flowise's `/evaluations` shapes under the unik): a flow version run over a
 * dataset with evaluators, in the background; its results, summary, cancel, and two runs compared.
 */
export const evaluationsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const runs = new EvaluationRuns()
  app.addHook('onClose', () => runs.closeAll())
  const unik = (request: Parameters<typeof requireMembership>[0]) => ({
    unikId: requireMembership(request).unikId,
  })

  app.get(
    '/uniks/:unikId/evaluations',
    {
      config: reader,
      schema: {
        tags,
        params: ZUnikParams,
        querystring: z.object({ chatflowId: z.string().optional() }),
        response: { 200: z.array(ZEvaluation), ...errorResponses(401, 404) },
      },
    },
    async (request) => listEvaluations(deps.db, unik(request), request.query),
  )
  app.post(
    '/uniks/:unikId/evaluations',
    {
      config: editor,
      schema: {
        tags,
        summary: 'Start evaluating a flow version (draft, live or release N) over a dataset',
        params: ZUnikParams,
        body: ZEvaluationBody,
        response: { 200: ZEvaluation, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      startEvaluation(deps, runs, { ...unik(request), log: request.log, body: request.body }),
  )
  app.get(
    '/uniks/:unikId/evaluations/compare',
    {
      config: reader,
      schema: {
        tags,
        summary: 'Two evaluations side by side, row by row',
        params: ZUnikParams,
        querystring: ZEvaluationCompareQuery,
        response: { 200: ZEvaluationComparison, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => compareEvaluations(deps, unik(request), request.query),
  )
  app.get(
    '/uniks/:unikId/evaluations/:id',
    {
      config: reader,
      schema: {
        tags,
        params: ZEvaluationParams,
        response: { 200: ZEvaluationWithResults, ...errorResponses(401, 404) },
      },
    },
    async (request) => getEvaluation(deps, unik(request), request.params.id),
  )
  app.post(
    '/uniks/:unikId/evaluations/:id/cancel',
    {
      config: editor,
      schema: {
        tags,
        params: ZEvaluationParams,
        response: { 200: ZEvaluation, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => cancelEvaluation(deps, runs, unik(request), request.params.id),
  )
  app.delete(
    '/uniks/:unikId/evaluations/:id',
    {
      config: editor,
      schema: {
        tags,
        params: ZEvaluationParams,
        response: { 200: z.object({ deleted: z.boolean() }), ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      const target = unik(request)
      runs.cancel(request.params.id)
      await runs.settled(request.params.id)
      if (!(await deleteEvaluation(deps.db, target, request.params.id)))
        throw new NotFoundError('Evaluation not found')
      return { deleted: true }
    },
  )
  gateRoutes(app, deps)
}

const GATE = '/uniks/:unikId/chatflows/:id/evaluation-gate'

/** A flow's release gate: the dataset and pass rate a version's evaluation must reach before release. */
function gateRoutes(app: Parameters<FastifyPluginAsyncZod>[0], { db }: AppDeps) {
  const target = (request: Parameters<typeof requireMembership>[0], flowId: string) => ({
    unikId: requireMembership(request).unikId,
    flowId,
  })
  const response = { 200: ZEvaluationGate.nullable() }
  app.get(
    GATE,
    {
      config: reader,
      schema: { tags, params: ZEvaluationGateParams, response: { ...response, ...errorResponses(401, 404) } },
    },
    async (request) => findGate(db, target(request, request.params.id)),
  )
  app.put(
    GATE,
    {
      config: editor,
      schema: {
        tags,
        summary: 'Require an evaluation at or above a pass rate before a version is released',
        params: ZEvaluationGateParams,
        body: ZEvaluationGate,
        response: { ...response, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => setGate(db, target(request, request.params.id), request.body),
  )
  app.delete(
    GATE,
    {
      config: editor,
      schema: {
        tags,
        params: ZEvaluationGateParams,
        response: { ...response, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => setGate(db, target(request, request.params.id), null),
  )
}
