import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZPromptHubList, type TPromptHubList } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { errorResponses } from '../../http/common.schemas'
import { ZUnikParams } from '../uniks/uniks.schemas'
import { bundledPrompts } from './bundled-prompts'
import { remotePrompts } from './remote-prompts'

/** The prompt hub of the canvas' prompt nodes: bundled prompts, then the remote hub's (ids it repeats are skipped). */
export const promptHubRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  app.get(
    '/uniks/:unikId/prompt-hub',
    {
      config: { policy: { unikRole: 'member' } },
      schema: {
        tags: ['prompt-hub'],
        summary: 'Prompts to load into a Prompt Template or Chat Prompt Template node',
        params: ZUnikParams,
        response: { 200: ZPromptHubList, ...errorResponses(401, 404) },
      },
    },
    async (): Promise<TPromptHubList> => {
      const bundled = bundledPrompts.map((p) => ({ ...p, source: 'bundled' as const }))
      const remote = await remotePrompts(deps)
      const known = new Set(bundled.map((p) => p.id))
      const extra = (remote ?? [])
        .filter((p) => !known.has(p.id))
        .map((p) => ({ ...p, source: 'remote' as const }))
      return {
        prompts: [...bundled, ...extra],
        remote: deps.config.promptHubUrl === undefined ? 'off' : remote === undefined ? 'unreachable' : 'ok',
      }
    },
  )
}
