import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { ZTool, ZToolCreateBody, ZToolUpdateBody } from '@unikflow/graph'
import type { AppDeps } from '../../deps'
import { unikCrudRoutes } from '../../http/unik-crud-routes'
import { createTool, deleteTool, getTool, listTools, updateTool } from './tools.service'

/** Saved tools of a unik (read by Custom Tool nodes): members read, editors change. */
export const toolsRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const { db } = deps
  const tools = unikCrudRoutes(app, { base: '/uniks/:unikId/tools', tags: ['tools'] })

  tools.list({ role: 'member', item: ZTool, run: (unikId) => listTools(db, unikId) })
  tools.create({
    role: 'editor',
    body: ZToolCreateBody,
    response: ZTool,
    run: (unikId, body) => createTool(db, unikId, body),
  })
  tools.get({ role: 'member', response: ZTool, run: (unikId, id) => getTool(db, unikId, id) })
  tools.update({
    role: 'editor',
    body: ZToolUpdateBody,
    response: ZTool,
    run: (unikId, id, body) => updateTool(db, unikId, id, body),
  })
  tools.remove({ role: 'editor', run: (unikId, id) => deleteTool(db, unikId, id) })
}
